import { Hono } from 'hono';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcements, articles } from '../db/schema';
import { isLive, isPublished } from '../db/filters';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { paged } from '../http/paginate';
import { idParam } from '../http/params';
import { readQuery } from '../http/query';
import { pageQuery } from '@/lib/contract/schema/queries';
import { nestWebChildren } from '../http/web-children';
import type { Announcement, Article, ArticleTree } from '@/lib/contract/types';

/** The announcement-like collections and the about / join / service article trees (spec-coverage “Platform”). */
export const articleRoutes = new Hono<AppEnv>();

const PER_PAGE = 10;

type AnnouncementKind = (typeof announcements.$inferSelect)['kind'];

const announcementPaths: [string, AnnouncementKind][] = [
  ['boss-articles', 'boss'],
  ['official-bulletins', 'bulletin'],
  ['news', 'news'],
  ['travels', 'travel'],
];

for (const [path, kind] of announcementPaths) {
  /** Published items (status 1, in their window), newest first, ten a page. */
  articleRoutes.get(`/${path}`, async (c) => {
    const db = c.get('db');
    const page = readQuery(c, pageQuery).page ?? 1;
    const where = and(
      isLive(announcements),
      eq(announcements.kind, kind),
      eq(announcements.status, 1),
      isPublished(announcements, c.get('now')),
    );
    const [{ total }] = await db.select({ total: count() }).from(announcements).where(where);
    const rows: Announcement[] = await db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.published_at), desc(announcements.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    return c.json(paged(rows, total, page, PER_PAGE, new URL(c.req.url).origin + c.req.path));
  });

  /** One item in its window, whatever its status: the page redirects when the status is not 1. */
  articleRoutes.get(`/${path}/:id`, async (c) => {
    const id = idParam(c.req.param('id'));
    const [row]: Announcement[] = await c
      .get('db')
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.id, id),
          eq(announcements.kind, kind),
          isLive(announcements),
          isPublished(announcements, c.get('now')),
        ),
      );
    if (!row) throw notFound('查無此文章');
    return c.json({ data: row });
  });
}

type Section = (typeof articles.$inferSelect)['section'];

async function publishedArticles(db: Db, section?: Section) {
  const filters = [isLive(articles), eq(articles.status, 1)];
  if (section) filters.push(eq(articles.section, section));
  return db
    .select()
    .from(articles)
    .where(and(...filters))
    .orderBy(asc(articles.sort), asc(articles.id));
}

/** The article tree the site builds its about, join and service child routes from. */
articleRoutes.get('/articles/tree', async (c) => {
  const rows = await publishedArticles(c.get('db'));
  const tree = (section: Section): Article[] => nestWebChildren(rows.filter((row) => row.section === section));
  const data: ArticleTree = { about: tree('about'), join: tree('join'), service: tree('service') };
  return c.json({ data });
});

const sectionPaths: [string, Section][] = [
  ['abouts', 'about'],
  ['join-us', 'join'],
  ['services', 'service'],
];

for (const [path, section] of sectionPaths) {
  /** A published article of the section (at any depth) with its published descendants. */
  articleRoutes.get(`/${path}/:id`, async (c) => {
    const id = idParam(c.req.param('id'));
    const rows = await publishedArticles(c.get('db'), section);
    const article = rows.find((row) => row.id === id);
    if (!article) throw notFound('查無此文章');
    const data: Article = { ...article, web_children: nestWebChildren(rows, id) };
    return c.json({ data });
  });
}
