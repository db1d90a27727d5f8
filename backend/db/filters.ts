import { and, gt, isNull, lte, or, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/** Rows whose publication window contains `now` (open ends allowed; a placeholder in a prepared statement). */
export function isPublished(table: { published_at: Column; finished_at: Column }, now: string | SQLWrapper) {
  return and(
    or(isNull(table.published_at), lte(table.published_at, now)),
    or(isNull(table.finished_at), gt(table.finished_at, now)),
  );
}

/** Rows not soft-deleted. */
export function isLive(table: { deleted_at: Column }) {
  return isNull(table.deleted_at);
}

/** The rows of `table` that are not soft-deleted and meet `where` too, in `orderBy` order. */
export async function liveRows<T extends PgTable & { deleted_at: Column }>(
  db: Db,
  table: T,
  orderBy: SQL[],
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  // Drizzle cannot type a select from a table type parameter: the rows are the table's, as select() gives them.
  return db
    .select()
    .from(table as PgTable)
    .where(and(isLive(table), where))
    .orderBy(...orderBy) as Promise<T['$inferSelect'][]>;
}
