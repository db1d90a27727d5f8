import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The one row of a query. An order reads many small settings; asked as subqueries of one SELECT they
 * cost one round trip instead of one each (PGlite answers one query at a time, so round trips are
 * what an order waits for under load). PGlite and node-postgres both answer {rows} with json parsed.
 */
export async function readRow<T>(db: Db, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

/** A 'YYYY-MM-DD HH:mm:ss' wall time inside JSON built by the database (to_json would write an ISO 'T'). */
export const wallTime = (column: SQLWrapper) => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
