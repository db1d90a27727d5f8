// @ts-check
// The Redis cache handlers (@trieb.work/nextjs-turbo-redis-cache) report every failed Redis call
// and every reconnect attempt with console.error: while Redis is down that is several stack traces a
// second per instance, for a condition the handlers already survive (a miss, the page is rendered).
// This keeps the first report of an outage as one line and drops the rest until Redis has been
// quiet for QUIET_MS, so the next outage is reported again.

/** @typedef {Pick<Console, 'error' | 'warn'>} LogTarget */

export const QUIET_MS = 30_000;
const INSTALLED = Symbol.for('tocin.redisOutageLog');

/** How the package's messages begin (dist/index.js), node-redis's own, and our wrappers' (reportRedisError). */
const FROM_REDIS_HANDLERS =
  /^(IsrRedisHandler|UseCacheRedisHandler|RedisStringsHandler|RedisCacheComponentsHandler|Redis (client|command) error|Failed to (re)?connect|Failed to setup SyncedMap|Failed to initialize Redis|Error setting up pub\/sub|Subscriber (client error|reconnect)|Error during (initial sync|periodic resync|cleanup of keys)|Error occurred while unlinking)/;

/** @param {unknown} value */
const describe = (value) =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : '';

/**
 * Installs the filter on `target.error` and `target.warn`, once per target (the process's console).
 * @param {{ target?: LogTarget; now?: () => number }} [options]
 * @returns {void}
 */
export function quietRedisOutages({ target = console, now = Date.now } = {}) {
  // The target is marked as filtered with a symbol of ours, on the target itself.
  const marked = /** @type {LogTarget & Record<symbol, boolean>} */ (target);
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  let lastReportAt = -Infinity;
  for (const method of /** @type {const} */ (['error', 'warn'])) {
    const original = target[method].bind(target);
    target[method] = (...args) => {
      if (typeof args[0] !== 'string' || !FROM_REDIS_HANDLERS.test(args[0])) return original(...args);
      const at = now();
      const newOutage = at - lastReportAt > QUIET_MS;
      lastReportAt = at;
      if (newOutage) {
        const cause = args.slice(1).map(describe).find(Boolean) ?? args[0];
        original(
          `⚠ shared cache (Redis) unavailable, pages are rendered by this instance until it is back: ${cause} (further Redis errors are not logged until ${QUIET_MS / 1000} s pass without one)`,
        );
      }
      return undefined;
    };
  }
}

/**
 * Reports an error of our wrappers through the same filter.
 * @param {string} operation
 * @param {unknown} error
 * @returns {void}
 */
export const reportRedisError = (operation, error) => console.error(`${operation}() failed:`, error);
