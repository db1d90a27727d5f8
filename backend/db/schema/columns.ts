import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Wall-clock time in Asia/Taipei, read and written as 'YYYY-MM-DD HH:mm:ss' strings. */
export const datetime = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

/** Laravel's base record: id plus created_at / updated_at / deleted_at. */
export const baseColumns = () => ({
  id: serial('id').primaryKey(),
  created_at: datetime('created_at').notNull().defaultNow(),
  updated_at: datetime('updated_at').notNull().defaultNow(),
  deleted_at: datetime('deleted_at'),
});

/**
 * A required reference to `parent`'s row: with 'cascade' the row goes when its parent is deleted (a
 * member's tokens, an order's items); without it, the parent cannot be deleted while a row names it.
 */
export const requiredReference = (name: string, parent: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(parent, onDelete ? { onDelete } : {});

export const sortColumn = () => integer('sort').notNull().default(0);

/** Publication window shared by banners, marquees, articles, products and activities. */
export const publicationColumns = () => ({
  published_at: datetime('published_at'),
  finished_at: datetime('finished_at'),
});
