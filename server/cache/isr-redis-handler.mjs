// next.config.mjs `cacheHandler` (pages, route handlers, images: the incremental cache) on Redis.
import RedisIncrementalCache from '@trieb.work/nextjs-turbo-redis-cache';
import { redisOptions } from './redis-options.mjs';
import { quietRedisOutages, reportRedisError } from './redis-outage-log.mjs';

quietRedisOutages();

/**
 * The package's handler, except that a failed write or tag revalidation is reported (once per
 * outage) instead of thrown: Next.js would log each failure again, and the page is served either way.
 */
export default class IsrRedisHandler extends RedisIncrementalCache {
  constructor(options) {
    super({ ...options, ...redisOptions() });
  }

  async set(...args) {
    try {
      return await super.set(...args);
    } catch (error) {
      reportRedisError('IsrRedisHandler.set', error);
    }
  }

  async revalidateTag(...args) {
    try {
      return await super.revalidateTag(...args);
    } catch (error) {
      reportRedisError('IsrRedisHandler.revalidateTag', error);
    }
  }
}
