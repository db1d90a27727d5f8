import { Hono, type Context } from 'hono';
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { categories, products, series } from '../db/schema';
import { isLive, isPublished } from '../db/filters';
import { optionalMember } from '../http/auth';
import type { AppEnv, Member } from '../http/env';
import { invalidField, notFound } from '../http/errors';
import { paged } from '../http/paginate';
import { readQuery } from '../http/query';
import { presentProducts, shownProduct } from '../services/product-images';
import { productListQuery, productSearchKeyword } from '@/lib/contract/schema/queries';
import type { Category, Paged, Product } from '@/lib/contract/types';
import { visibleProducts } from '../services/product-visibility';
import { idFromSegment } from '@/lib/domain/record-id';
import { keptCount } from '../services/list-counts';

/**
 * The catalogue calls (spec-coverage “Public site: catalogue”): products (paged, filtered, sorted), one product, keyword and
 * number search, the category / series sidebar and the recommended products. A tester's bearer token
 * (optional, never a 401) also shows status-0 and is_testing products.
 */
export const productRoutes = new Hono<AppEnv>();

const PER_PAGE = 12;
/** Largest serial id; a longer number cannot name a product (and must not reach the query as an overflow). */

// '/products/*' also matches '/products' itself.
for (const path of ['/products/*', '/recommended-products']) productRoutes.use(path, optionalMember);

const caller = (c: Context<AppEnv>): Member | undefined => c.get('member');

type Order = [AnyColumn, 'asc' | 'desc'][];

/** sort 0 (default): the shop's order; 2 / 3: member price ascending / descending (spec-coverage “Public site: catalogue”). */
const ORDERS: Record<number, Order> = {
  0: [
    [products.sort, 'asc'],
    [products.id, 'asc'],
  ],
  2: [
    [products.member_price, 'asc'],
    [products.id, 'asc'],
  ],
  3: [
    [products.member_price, 'desc'],
    [products.id, 'asc'],
  ],
};

const orderBy = (order: Order, reversed: boolean) =>
  order.map(([column, direction]) => ((direction === 'asc') !== reversed ? asc(column) : desc(column)));

/** The list parameters shared by `products` and `products/search` (their shape: the contract's productListQuery). */
async function listQuery(c: Context<AppEnv>) {
  const db = c.get('db');
  const { page = 1, category_id: categoryId, series_id: seriesId, sort = 0 } = readQuery(c, productListQuery);

  const filters: SQL[] = [visibleProducts(c.get('now'), caller(c))];
  if (categoryId) {
    const [category] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.id, categoryId), isLive(categories)));
    if (!category) throw notFound('查無此分類');
    // 全部商品 lists every product.
    if (!category.is_all) filters.push(eq(products.category_id, categoryId));
  }
  if (seriesId) {
    const [row] = await db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, seriesId), isLive(series)));
    if (!row) throw notFound('查無此系列');
    filters.push(eq(products.series_id, seriesId));
  }
  // Which list this is, for its kept count: a tester's lists hold more.
  const list = [caller(c)?.is_tester === 1 ? 'tester' : 'visitor', categoryId ?? 0, seriesId ?? 0];
  return { page, filters, order: ORDERS[sort], list };
}

/**
 * One page of the list. A page in the list's second half is read from its end (the order reversed), so the
 * rows skipped are at most half the list and the last page skips none; the count is kept a few seconds
 * (decision 0138; docs/perf.md "Reads at a grown size").
 */
async function pagedProducts(
  c: Context<AppEnv>,
  where: SQL | undefined,
  order: Order,
  page: number,
  list: unknown[],
): Promise<Paged<Product>> {
  const db = c.get('db');
  const total = await keptCount(
    db,
    JSON.stringify(list),
    async () => (await db.select({ total: count() }).from(products).where(where))[0].total,
  );
  const offset = (page - 1) * PER_PAGE;
  const fromEnd = offset * 2 > total;
  const limit = Math.max(0, Math.min(PER_PAGE, total - offset));
  const read = (skip: number) =>
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy(order, fromEnd))
      .limit(limit)
      .offset(skip);
  const rows = limit === 0 ? [] : fromEnd ? (await read(total - offset - limit)).reverse() : await read(offset);
  return paged(await presentProducts(db, rows), total, page, PER_PAGE, new URL(c.req.url).origin + c.req.path);
}

productRoutes.get('/products', async (c) => {
  const { page, filters, order, list } = await listQuery(c);
  return c.json(await pagedProducts(c, and(...filters), order, page, list));
});

/** Keyword search over name and product number, with the list's filters and order. */
productRoutes.get('/products/search', async (c) => {
  const searched = productSearchKeyword.safeParse(c.req.query('keyword') ?? '');
  if (!searched.success) {
    throw invalidField(
      'keyword',
      searched.error.issues[0].code === 'too_big'
        ? `搜尋關鍵字不可超過 ${productSearchKeyword.maxLength} 個字`
        : '請輸入搜尋關鍵字',
    );
  }
  const keyword = searched.data;
  const { page, filters, order, list } = await listQuery(c);
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  // The pairs narrow the rows through their index (decision 0135); the ILIKEs keep the true matches.
  filters.push(
    sql`product_search_grams(${products.name} || ' ' || ${products.product_number}) @> product_keyword_grams(${keyword})`,
    or(ilike(products.name, pattern), ilike(products.product_number, pattern))!,
  );
  return c.json(await pagedProducts(c, and(...filters), order, page, [...list, keyword]));
});

/** Exact product number (quick buy and the number box). */
productRoutes.get('/products/number-search/:number', async (c) => {
  const number = c.req.param('number');
  if (!/^[0-9A-Za-z-]{1,20}$/.test(number)) throw notFound('查無此商品');
  const db = c.get('db');
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.product_number, number), visibleProducts(c.get('now'), caller(c))));
  if (!rows.length) throw notFound('查無此商品');
  const [product] = await presentProducts(db, rows);
  return c.json({ data: product });
});

/** Every product a visitor sees, by id, with its last change: the sitemap's one call (decision 0137). */
productRoutes.get('/products/sitemap', async (c) => {
  const data = await c
    .get('db')
    .select({ id: products.id, updated_at: products.updated_at })
    .from(products)
    .where(visibleProducts(c.get('now'), undefined))
    .orderBy(asc(products.id));
  return c.json({ data });
});

/** Categories by sort, each with its published series and the number of products the caller may see. */
productRoutes.get('/products/sidebar', async (c) => {
  const db = c.get('db');
  const visible = visibleProducts(c.get('now'), caller(c));
  const categoryRows = await db
    .select()
    .from(categories)
    .where(isLive(categories))
    .orderBy(asc(categories.sort), asc(categories.id));
  const seriesRows = await db
    .select()
    .from(series)
    .where(and(isLive(series), isPublished(series, c.get('now'))))
    .orderBy(asc(series.sort), asc(series.id));
  const byCategory = await db
    .select({ id: products.category_id, total: count() })
    .from(products)
    .where(visible)
    .groupBy(products.category_id);
  const bySeries = await db
    .select({ id: products.series_id, total: count() })
    .from(products)
    .where(visible)
    .groupBy(products.series_id);
  const totalOf = (rows: { id: number | null; total: number }[], id: number) =>
    rows.find((row) => row.id === id)?.total ?? 0;
  const everything = byCategory.reduce((sum, row) => sum + row.total, 0);

  const data: Category[] = categoryRows.map((category) => ({
    ...category,
    products_count: category.is_all ? everything : totalOf(byCategory, category.id),
    series: seriesRows
      .filter((row) => row.category_id === category.id)
      .map((row) => ({ ...row, products_count: totalOf(bySeries, row.id) })),
  }));
  return c.json({ data });
});

/** One product with its images; 暫無此商品 when missing or not for this caller (spec-coverage “Public site: catalogue”). */
productRoutes.get('/products/:id{[0-9]+}', async (c) => {
  const id = idFromSegment(c.req.param('id'));
  if (id === null) throw notFound('暫無此商品');
  const product = await shownProduct(c.get('db'), id, c.get('now'), caller(c));
  if (!product) throw notFound('暫無此商品');
  return c.json({ data: product });
});

productRoutes.get('/recommended-products', async (c) => {
  const db = c.get('db');
  const rows = await db
    .select()
    .from(products)
    .where(and(visibleProducts(c.get('now'), caller(c)), eq(products.is_recommended, 1)))
    .orderBy(asc(products.recommend_sort), asc(products.id));
  return c.json({ data: await presentProducts(db, rows) });
});
