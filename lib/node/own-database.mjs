// @ts-check
/**
 * The embedded API's database as one process shares it: backend/db/client.ts opens it (inside Next's
 * bundle), the production server (server/index.mjs, plain Node) watches and closes it. Each loads its own
 * copy of this file, so the open database is kept once per process (lib/node/process-state.mjs), where both find it.
 */
import { processSlot } from './process-state.mjs';

/** The database (a promise of it), kept once per process: each copy of this file finds it there. */
const database = /** @type {ReturnType<typeof processSlot<Promise<unknown>>>} */ (processSlot('database'));

/**
 * The open (or opening) database, or undefined before the first request that needs it (and always on the company API);
 * typed by its reader: backend/db/client.ts's `Db`.
 * @template [Db=unknown]
 * @returns {Promise<Db> | undefined}
 */
export const ownDatabase = () => /** @type {Promise<Db> | undefined} */ (database.get());

/**
 * Keeps `opened` (a promise of the database) as the process's own; undefined forgets it (a failed open is tried again).
 * @template Db
 * @param {Promise<Db> | undefined} opened
 */
export const keepOwnDatabase = (opened) => {
  database.set(opened);
};
