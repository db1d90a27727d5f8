// @ts-check
/**
 * The embedded API's database as one process shares it: backend/db/client.ts opens it (inside Next's
 * bundle), the production server (server/index.mjs, plain Node) watches and closes it. Each loads its own
 * copy of this file, so the open database is kept once per process under one key, where both find it.
 */
const KEY = Symbol.for('tocin.ownDatabase');

/** globalThis, where the key keeps the database (a promise of it): each copy of this file finds it there. */
const shared = /** @type {{ [KEY]?: Promise<unknown> }} */ (globalThis);

/**
 * The open (or opening) database, or undefined before the first request that needs it (and always on the company API);
 * typed by its reader: backend/db/client.ts's `Db`.
 * @template [Db=unknown]
 * @returns {Promise<Db> | undefined}
 */
export const ownDatabase = () => /** @type {Promise<Db> | undefined} */ (shared[KEY]);

/**
 * Keeps `database` (a promise of it) as the process's own; undefined forgets it (a failed open is tried again).
 * @template Db
 * @param {Promise<Db> | undefined} database
 */
export const keepOwnDatabase = (database) => {
  shared[KEY] = database;
};
