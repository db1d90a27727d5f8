import { Hono } from 'hono';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { categories, products, productImages } from '../db/schema';
import { isLive, isPublished } from '../db/filters';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idParam, intQuery, pageQuery } from '../http/params';
import { paged } from '../http/paginate';

export const productRoutes = new Hono<AppEnv>();

const PER_PAGE = 12;

productRoutes.get('/products', async (c) => {
  const db = c.get('db');
  const page = pageQuery(c.req.query('page'));
  const categoryId = intQuery(c.req.query('category_id'), 'category_id', { min: 1 });
  const seriesId = intQuery(c.req.query('series_id'), 'series_id', { min: 1 });
  const sort = intQuery(c.req.query('sort'), 'sort', { min: 0, max: 3 }) ?? 0;

  const filters: (SQL | undefined)[] = [isLive(products), isPublished(products, c.get('now')), eq(products.status, 1), eq(products.is_testing, 0)];
  if (seriesId) filters.push(eq(products.series_id, seriesId));
  if (categoryId) {
    const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
    if (!category) throw notFound('查無此分類');
    if (!category.is_all) filters.push(eq(products.category_id, categoryId));
  }
  const where = and(...filters);
  const order = sort === 2 ? [asc(products.member_price), asc(products.id)] : sort === 3 ? [desc(products.member_price), asc(products.id)] : [asc(products.sort), asc(products.id)];

  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db.select().from(products).where(where).orderBy(...order).limit(PER_PAGE).offset((page - 1) * PER_PAGE);
  return c.json(paged(rows, total, page, PER_PAGE, new URL(c.req.url).origin + c.req.path));
});

productRoutes.get('/products/:id{[0-9]+}', async (c) => {
  const db = c.get('db');
  const id = idParam(c.req.param('id'));
  const [product] = await db.select().from(products).where(and(eq(products.id, id), isLive(products)));
  if (!product || product.status !== 1 || product.is_testing) throw notFound('暫無此商品');
  const images = await db.select().from(productImages).where(eq(productImages.product_id, id)).orderBy(asc(productImages.sort));
  return c.json({ data: { ...product, images } });
});
