import type { Context } from 'hono';
import { eq, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { liveRows } from '../db/filters';
import type { AppEnv } from './env';
import { notFound } from './errors';
import { idParam } from './params';

/** A table with soft deletion whose rows are the contract's entity `A` (name `A`: it is what the rows are checked against). */
type LiveTable<A> = PgTable & { id: Column; deleted_at: Column; $inferSelect: A };

/**
 * The handler of a plain list (the site's banners, terms, offices, the shop's settings): `{ data }`, the
 * table's live rows in `orderBy` that meet `where` too, which may read the request's context (its clock).
 */
export const liveList =
  <A>(table: LiveTable<A>, orderBy: SQL[], where?: (c: Context<AppEnv>) => SQL | undefined) =>
  async (c: Context<AppEnv>) => {
    const data: A[] = await liveRows(c.get('db'), table, orderBy, where?.(c));
    return c.json({ data });
  };

/** The handler of such a table's `…/:id`: `{ data }`, its live row of that id, else 404 with `missingMessage`. */
export const liveOne =
  <A>(table: LiveTable<A>, missingMessage: string) =>
  async (c: Context<AppEnv>) => {
    const [data]: A[] = await liveRows(c.get('db'), table, [], eq(table.id, idParam(c.req.param('id'))));
    if (!data) throw notFound(missingMessage);
    return c.json({ data });
  };
