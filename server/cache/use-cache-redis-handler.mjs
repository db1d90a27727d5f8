// @ts-check
// next.config.mjs `cacheHandlers.default`: 'use cache' entries and their tags on Redis.
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisOptions } from './redis-options.mjs';
import { quietRedisOutages, reportRedisError } from './redis-outage-log.mjs';

quietRedisOutages();
// The package's singleton, configured before its first use.
const redisCacheHandler = getRedisCacheComponentsHandler(redisOptions());

/**
 * Reports (once per outage) instead of throwing: Next.js renders without the entry either way.
 * @template {unknown[]} Args
 * @param {string} name
 * @param {(...args: Args) => Promise<void>} method
 * @returns {(...args: Args) => Promise<void>}
 */
const reported =
  (name, method) =>
  async (...args) => {
    try {
      return await method(...args);
    } catch (error) {
      reportRedisError(`UseCacheRedisHandler.${name}`, error);
    }
  };

/**
 * The package's Cache Components handler, with writes and tag updates that never fail a request.
 * @type {typeof redisCacheHandler}
 */
const useCacheRedisHandler = {
  get: (...args) => redisCacheHandler.get(...args),
  set: reported('set', (...args) => redisCacheHandler.set(...args)),
  refreshTags: reported('refreshTags', () => redisCacheHandler.refreshTags()),
  getExpiration: (...args) => redisCacheHandler.getExpiration(...args),
  updateTags: reported('updateTags', (...args) => redisCacheHandler.updateTags(...args)),
};

export default useCacheRedisHandler;
