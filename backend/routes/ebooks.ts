import { Hono } from 'hono';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ebookViewSchema } from '@/lib/domain/ebook-view';
import { ebookClasses, ebookImages } from '../db/schema';
import { isLive } from '../db/filters';
import type { AppEnv } from '../http/env';
import { invalidField, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { readBody, validateBody } from '../http/validate';
import type { Ebook } from '@/lib/contract/types';

/** The monthly e-magazine (spec-coverage “Platform” "E-books"). */
export const ebookRoutes = new Hono<AppEnv>();

const isReleased = (now: string) =>
  and(isLive(ebookClasses), or(isNull(ebookClasses.published_at), lte(ebookClasses.published_at, now)));

/** Issues newest first, without their pages. */
ebookRoutes.get('/ebook-classes', async (c) => {
  const rows: Ebook[] = await c
    .get('db')
    .select()
    .from(ebookClasses)
    .where(isReleased(c.get('now')))
    .orderBy(desc(ebookClasses.date), desc(ebookClasses.id));
  return c.json({ data: rows });
});

ebookRoutes.get('/ebook-classes/:id', async (c) => {
  const db = c.get('db');
  const id = idParam(c.req.param('id'));
  const [issue] = await db
    .select()
    .from(ebookClasses)
    .where(and(eq(ebookClasses.id, id), isReleased(c.get('now'))));
  if (!issue) throw notFound('查無此期月刊');
  const pages = await db
    .select()
    .from(ebookImages)
    .where(and(eq(ebookImages.ebook_class_id, id), isLive(ebookImages)))
    .orderBy(asc(ebookImages.page), asc(ebookImages.id));
  const data: Ebook = { ...issue, ebook_images: pages };
  return c.json({ data });
});

/** Records one view of an issue, counted per device (mobile below 768 px, else desktop). */
ebookRoutes.put('/ebook-classes/:id/count', async (c) => {
  const db = c.get('db');
  const id = idParam(c.req.param('id'));
  const [issue] = await db
    .select({ id: ebookClasses.id })
    .from(ebookClasses)
    .where(and(eq(ebookClasses.id, id), isReleased(c.get('now'))));
  if (!issue) throw notFound('查無此期月刊');
  const body = await validateBody(ebookViewSchema, await readBody(c.req.raw));
  if (body.id !== undefined && body.id !== id) throw invalidField('id', '月刊編號與網址不一致');
  const increment =
    body.view_from === 'mobile'
      ? { view_count_mobile: sql`${ebookClasses.view_count_mobile} + 1` }
      : { view_count_desktop: sql`${ebookClasses.view_count_desktop} + 1` };
  const [updated] = await db
    .update(ebookClasses)
    .set({ ...increment, updated_at: c.get('now') })
    .where(eq(ebookClasses.id, id))
    .returning();
  const data: Ebook = updated;
  return c.json({ data });
});
