// @ts-check
/**
 * The state one process keeps once, whichever copy of the shop's modules asks: the production server
 * (server/, plain Node) and Next.js's bundle each load their own copy of lib/node, the embedded API's
 * bundle a third, yet there must be one logger, one registry of counters, one request store, one
 * database and one sweep. This module is their one owner: it alone keeps them on `globalThis` (under one
 * key, in one map), and its `StateName` lists every piece a process shares.
 *
 * @typedef {'logger' | 'metrics' | 'requestContext' | 'database' | 'databasePool' | 'orderSweep' | 'pagePools'} StateName
 */

const STATE = Symbol.for('tocin.processState');
const processGlobals = /** @type {{ [STATE]?: Map<StateName, unknown> }} */ (globalThis);
const state = (processGlobals[STATE] ??= new Map());

/**
 * The process's one `name`, made by `create` the first time any copy asks for it.
 * @template T
 * @param {StateName} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  if (!state.has(name)) state.set(name, create());
  return /** @type {T} */ (state.get(name));
}

/**
 * A piece of the process's state that is set and read (the open database, the sweep's timer): undefined
 * until set, and forgotten when set to undefined.
 * @template T
 * @param {StateName} name
 * @returns {{ get(): T | undefined, set(value: T | undefined): void }}
 */
export function processSlot(name) {
  return {
    get: () => /** @type {T | undefined} */ (state.get(name)),
    set: (value) => {
      if (value === undefined) state.delete(name);
      else state.set(name, value);
    },
  };
}
