import { and, gt, isNull, lte, or, type Column, type SQLWrapper } from 'drizzle-orm';

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
