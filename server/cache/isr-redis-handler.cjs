// next.config.mjs `cacheHandler` (pages, route handlers, images: the incremental cache) on Redis.
const { default: RedisIncrementalCache } = require('@trieb.work/nextjs-turbo-redis-cache');
const { quietRedisOutages, reportRedisError } = require('./redis-outage-log.cjs');
const { redisOptions } = require('./redis-options.cjs');

quietRedisOutages();

/**
 * The package's handler, except that a failed write or tag revalidation is reported (once per
 * outage) instead of thrown: Next.js would log each failure again, and the page is served either way.
 */
module.exports = class IsrRedisHandler extends RedisIncrementalCache {
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
};
