import { Hono } from 'hono';
import { and, asc, desc, eq, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  antifrauds,
  browseCounts,
  imageBanners,
  indexBanners,
  loginPops,
  marquees,
  navbars,
  seoMetas,
  systemImages,
  systemRights,
  terms,
  videoResources,
} from '../db/schema';
import { isLive, isPublished } from '../db/filters';
import type { AppEnv } from '../http/env';
import { nestWebChildren } from '../http/web-children';
import type {
  Antifraud,
  ImageBanner,
  LoginPop,
  MenuCategory,
  Marquee,
  SeoMeta,
  SystemImage,
  SystemRight,
  Term,
  VideoResource,
} from '@/lib/contract/types';
import type { IndexBanner } from '@/lib/contract/schema/site';

/** Site-wide content (spec-coverage “Public site: platform, SEO and speed” "Site content" and "Visitor counter"). Lists answer `{data: T[]}`. */
export const siteRoutes = new Hono<AppEnv>();

siteRoutes.get('/system-images', async (c) => {
  const rows: SystemImage[] = await c
    .get('db')
    .select()
    .from(systemImages)
    .where(isLive(systemImages))
    .orderBy(asc(systemImages.sort), asc(systemImages.id));
  return c.json({ data: rows });
});

siteRoutes.get('/system-rights', async (c) => {
  const rows: SystemRight[] = await c
    .get('db')
    .select()
    .from(systemRights)
    .where(isLive(systemRights))
    .orderBy(asc(systemRights.id));
  return c.json({ data: rows });
});

siteRoutes.get('/seometas', async (c) => {
  const rows: SeoMeta[] = await c.get('db').select().from(seoMetas).where(isLive(seoMetas)).orderBy(asc(seoMetas.id));
  return c.json({ data: rows });
});

/** The menu: active top-level entries, each with its active `web_children`. */
siteRoutes.get('/navbars', async (c) => {
  const rows = await c
    .get('db')
    .select()
    .from(navbars)
    .where(and(isLive(navbars), eq(navbars.active, 1)))
    .orderBy(asc(navbars.sort), asc(navbars.id));
  const data: MenuCategory[] = nestWebChildren(rows);
  return c.json({ data });
});

/** Image banners in their window; the home page keeps is_index_use, the product pages is_product_use. */
siteRoutes.get('/index-carousels', async (c) => {
  const rows: ImageBanner[] = await c
    .get('db')
    .select()
    .from(imageBanners)
    .where(and(isLive(imageBanners), isPublished(imageBanners, c.get('now'))))
    .orderBy(asc(imageBanners.sort), asc(imageBanners.id));
  return c.json({ data: rows });
});

siteRoutes.get('/index-marquees', async (c) => {
  const rows: Marquee[] = await c
    .get('db')
    .select()
    .from(marquees)
    .where(and(isLive(marquees), isPublished(marquees, c.get('now'))))
    .orderBy(asc(marquees.sort), asc(marquees.id));
  return c.json({ data: rows });
});

siteRoutes.get('/index-banners', async (c) => {
  const rows: IndexBanner[] = await c
    .get('db')
    .select()
    .from(indexBanners)
    .where(isLive(indexBanners))
    .orderBy(asc(indexBanners.sort), asc(indexBanners.id));
  return c.json({ data: rows });
});

siteRoutes.get('/antifrouds', async (c) => {
  const rows: Antifraud[] = await c
    .get('db')
    .select()
    .from(antifrauds)
    .where(and(isLive(antifrauds), eq(antifrauds.status, 1)))
    .orderBy(asc(antifrauds.id));
  return c.json({ data: rows });
});

siteRoutes.get('/video-resources', async (c) => {
  const rows: VideoResource[] = await c
    .get('db')
    .select()
    .from(videoResources)
    .where(isLive(videoResources))
    .orderBy(asc(videoResources.id));
  return c.json({ data: rows });
});

/**
 * Notices after login: status 1 always, status 2 only within its window (spec-coverage “Members: session and screens”). A running
 * time-limited notice comes first, because the page shows data[0].
 */
siteRoutes.get('/login-pops', async (c) => {
  const now = c.get('now');
  const rows: LoginPop[] = await c
    .get('db')
    .select()
    .from(loginPops)
    .where(
      and(isLive(loginPops), or(eq(loginPops.status, 1), and(eq(loginPops.status, 2), isPublished(loginPops, now)))),
    )
    .orderBy(desc(loginPops.status), desc(loginPops.id));
  return c.json({ data: rows });
});

siteRoutes.get('/terms', async (c) => {
  const rows: Term[] = await c
    .get('db')
    .select()
    .from(terms)
    .where(and(isLive(terms), eq(terms.status, 1)))
    .orderBy(desc(terms.id));
  return c.json({ data: rows });
});

/** Visitor counter: the sum over all day rows. */
siteRoutes.get('/browse-counts', async (c) => {
  return c.json({ data: { count: await totalVisits(c.get('db')) } });
});

/** Records one visit: a single upsert on today's row, so simultaneous visits never lose a count. */
siteRoutes.post('/browse-counts', async (c) => {
  const db = c.get('db');
  const now = c.get('now');
  await db
    .insert(browseCounts)
    .values({ day: now.slice(0, 10), count: 1, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: browseCounts.day, set: { count: sql`${browseCounts.count} + 1`, updated_at: now } });
  return c.json({ data: { count: await totalVisits(db) } }, 201);
});

async function totalVisits(db: Db) {
  const [row] = await db
    .select({ total: sum(browseCounts.count) })
    .from(browseCounts)
    .where(isLive(browseCounts));
  return Number(row?.total ?? 0);
}
