// @ts-check
// next.config.mjs `cacheHandler` (pages, route handlers, images: the incremental cache) on Redis.
import RedisIncrementalCache from '@trieb.work/nextjs-turbo-redis-cache';
import { lightenCachedPage } from './inlined-css-payload.mjs';
import { redisOptions } from './redis-options.mjs';
import { quietRedisOutages, reportRedisError } from './redis-outage-log.mjs';

quietRedisOutages();

/**
 * The package's handler, except that a page is stored without the payload's copies of its stylesheets
 * (inlined-css-payload.mjs), and a failed write or tag revalidation is reported (once per outage)
 * instead of thrown: Next.js would log each failure again, and the page is served either way.
 */
export default class IsrRedisHandler extends RedisIncrementalCache {
  /** @param {ConstructorParameters<typeof RedisIncrementalCache>[0]} options */
  constructor(options) {
    super({ ...options, ...redisOptions() });
  }

  /**
   * @param {string} key
   * @param {Parameters<RedisIncrementalCache['set']>[1]} data
   * @param {[Parameters<RedisIncrementalCache['set']>[2]]} rest
   * @returns {Promise<void>}
   */
  async set(key, data, ...rest) {
    // Stored lightened: every instance reads the page from Redis anew, so it is done once, here.
    lightenCachedPage(data);
    try {
      return await super.set(key, data, ...rest);
    } catch (error) {
      reportRedisError('IsrRedisHandler.set', error);
    }
  }

  /**
   * @param {Parameters<RedisIncrementalCache['revalidateTag']>} args
   * @returns {Promise<void>}
   */
  async revalidateTag(...args) {
    try {
      return await super.revalidateTag(...args);
    } catch (error) {
      reportRedisError('IsrRedisHandler.revalidateTag', error);
    }
  }
}
