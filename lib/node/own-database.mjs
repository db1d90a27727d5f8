/**
 * The embedded API's database as one process shares it: backend/db/client.ts opens it (inside Next's
 * bundle), the production server (server/index.mjs, plain Node) watches and closes it. Each loads its own
 * copy of this file, so the open database is kept once per process under one key, where both find it.
 */
const KEY = Symbol.for('tocin.ownDatabase');

/** The open (or opening) database, or undefined before the first request that needs it (and always on the company API). */
export const ownDatabase = () => globalThis[KEY];

/** Keeps `database` (a promise of it) as the process's own; undefined forgets it (a failed open is tried again). */
export const keepOwnDatabase = (database) => {
  globalThis[KEY] = database;
};
