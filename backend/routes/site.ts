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
import { isLive, isPublished, liveRows } from '../db/filters';
import type { AppEnv } from '../http/env';
import { liveList } from '../http/live-answers';
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

siteRoutes.get('/system-images', liveList<SystemImage>(systemImages, [asc(systemImages.sort), asc(systemImages.id)]));

siteRoutes.get('/system-rights', liveList<SystemRight>(systemRights, [asc(systemRights.id)]));

siteRoutes.get('/seometas', liveList<SeoMeta>(seoMetas, [asc(seoMetas.id)]));

/** The menu: active top-level entries, each with its active `web_children`. */
siteRoutes.get('/navbars', async (c) => {
  const rows = await liveRows(c.get('db'), navbars, [asc(navbars.sort), asc(navbars.id)], eq(navbars.active, 1));
  const data: MenuCategory[] = nestWebChildren(rows);
  return c.json({ data });
});

/** Image banners in their window; the home page keeps is_index_use, the product pages is_product_use. */
siteRoutes.get(
  '/index-carousels',
  liveList<ImageBanner>(imageBanners, [asc(imageBanners.sort), asc(imageBanners.id)], (c) =>
    isPublished(imageBanners, c.get('now')),
  ),
);

siteRoutes.get(
  '/index-marquees',
  liveList<Marquee>(marquees, [asc(marquees.sort), asc(marquees.id)], (c) => isPublished(marquees, c.get('now'))),
);

siteRoutes.get('/index-banners', liveList<IndexBanner>(indexBanners, [asc(indexBanners.sort), asc(indexBanners.id)]));

siteRoutes.get(
  '/antifrouds',
  liveList<Antifraud>(antifrauds, [asc(antifrauds.id)], () => eq(antifrauds.status, 1)),
);

siteRoutes.get('/video-resources', liveList<VideoResource>(videoResources, [asc(videoResources.id)]));

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

siteRoutes.get(
  '/terms',
  liveList<Term>(terms, [desc(terms.id)], () => eq(terms.status, 1)),
);

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
