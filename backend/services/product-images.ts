import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, is, Placeholder, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isLive } from '../db/filters';
import { inQuerySpan } from '../db/query-spans';
import { productImages, products } from '../db/schema';
import type { Member } from '../http/env';
import type { Product } from '@/lib/contract/types';
import { visibleProducts } from './product-visibility';
import { log } from '@/lib/node/log.mjs';

type ProductRow = typeof products.$inferSelect;

/** Products as the API shows them: each with its published images, by sort (one query for all). */
export async function withImages<T extends Pick<ProductRow, 'id'>>(db: Db, rows: T[]) {
  if (!rows.length) return [];
  const images = await db
    .select()
    .from(productImages)
    .where(
      and(
        inArray(productImages.product_id, [...new Set(rows.map((row) => row.id))]),
        eq(productImages.status, 1),
        isLive(productImages),
      ),
    )
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.product_id === row.id) }));
}

/** Whole product rows as the contract's `Product` (the list, the page, the cart's and favourites' products). */
export const presentProducts = (db: Db, rows: ProductRow[]): Promise<Product[]> => withImages(db, rows);

/**
 * A product's published images as one JSON array, in withImages' order and shape: each column under its own
 * name, timestamps as the text drizzle reads them (`2026-01-31 10:00:00`, not JSON's `2026-01-31T10:00:00`).
 */
function imagesAsJson(productId: AnyColumn) {
  const fields = Object.entries(getTableColumns(productImages)).map(
    ([key, column]) =>
      sql`${sql.raw(`'${key}'`)}, ${column}${sql.raw(column.columnType === 'PgTimestampString' ? '::text' : '')}`,
  );
  return sql<
    Product['images']
  >`coalesce((select json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${productImages.sort}, ${productImages.id})
    from ${productImages} where ${and(eq(productImages.product_id, productId), eq(productImages.status, 1), isLive(productImages))}), '[]'::json)`;
}

/** The product read for a visitor and for a tester (who sees more), built once per database. */
function productStatement(db: Db, member: Member | undefined) {
  const audience = member?.is_tester === 1 ? 'tester' : 'visitor';
  const statements = preparedReads.get(db) ?? new Map<string, ProductRead>();
  preparedReads.set(db, statements);
  const statement = statements.get(audience) ?? prepareProductRead(db, member, `product_read_${audience}`);
  statements.set(audience, statement);
  return statement;
}

type ProductRead = (values: { id: number; now: string }) => Promise<Product[]>;

/** PGlite's client: `exec` runs SQL as it is (the simple protocol), its values written into the text. */
type PgliteClient = { exec(sql: string, options: object): Promise<{ rows: unknown[] }[]> };

/** Timestamps and dates as PostgreSQL writes them, as drizzle's PGlite driver reads them (not Date objects). */
const AS_TEXT = { rowMode: 'object', parsers: Object.fromEntries([1082, 1114, 1184].map((oid) => [oid, String])) };

/** A value of the read's own making (an id, `now`, the query's constants) as an SQL literal; anything else is refused. */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[\w :.-]*$/.test(value)) return `'${value}'`;
  throw new Error('the product read takes only integers and plain strings');
}

/**
 * On node-postgres drizzle's named statement is prepared by the server, once per connection. PGlite's
 * queries parse and plan their text on every call, half of the read's cost: there the statement is
 * prepared inside the database (PREPARE once, then EXECUTE with the read's values), under a name of its own
 * (`name` and a random suffix): whatever else shares the database's session cannot have taken it. A PREPARE
 * that fails is not kept: that read goes through drizzle, and the next one prepares again.
 */
function prepareProductRead(db: Db, member: Member | undefined, name: string): ProductRead {
  const statement = db
    .select({ ...getTableColumns(products), images: imagesAsJson(products.id).as('images') })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), visibleProducts(sql.placeholder('now'), member)))
    .prepare(name);
  const unprepared: ProductRead = (values) => statement.execute(values) as Promise<Product[]>;
  const client = (db as unknown as { $client: Partial<PgliteClient> }).$client;
  if (typeof client.exec !== 'function') return unprepared;
  const pglite = client as PgliteClient;
  const { sql: text, params } = statement.getQuery();
  const ownName = `${name}_${randomBytes(6).toString('hex')}`;
  let prepared: Promise<boolean> | undefined;
  const prepare = () =>
    (prepared ??= pglite.exec(`PREPARE ${ownName} AS ${text}`, {}).then(
      () => true,
      (err: unknown) => {
        prepared = undefined;
        log.warn({ err }, `the product read could not be prepared (${ownName}): read without it`);
        return false;
      },
    ));
  return async (values) => {
    if (!(await prepare())) return unprepared(values);
    const args = params.map((param) =>
      literal(is(param, Placeholder) ? values[param.name as keyof typeof values] : param),
    );
    const [result] = await inQuerySpan(text, () => pglite.exec(`EXECUTE ${ownName}(${args.join(', ')})`, AS_TEXT));
    return result.rows as Product[];
  };
}

const preparedReads = new WeakMap<Db, Map<string, ProductRead>>();

/**
 * `GET products/{id}`: one product the caller may see with its images, or undefined, in one prepared
 * statement rather than two built per request (the catalogue's most frequent read; docs/perf.md "The
 * embedded API's cost per request").
 */
export async function shownProduct(db: Db, id: number, now: string, member: Member | undefined) {
  const [product] = await productStatement(db, member)({ id, now });
  return product;
}
