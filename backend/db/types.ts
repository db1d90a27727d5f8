import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database every module of the API works on (PGlite or node-postgres, one schema). Its own
 * module so that the seed, which client.ts runs, can name it without importing client.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
