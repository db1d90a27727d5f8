import { eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { siteSettings } from '../db/schema';
import { seedActivities } from './activities';
import { seedCalendars } from './calendars';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { seedMembers } from './members';
import { seedOffices } from './offices';
import { seedShopSettings } from './shop-settings';
import { seedSite } from './site';

/** Bump when the demo data changes shape; `npm run db:reset` recreates an existing database. */
export const SEED_VERSION = 1;

/** Seeds the demo data once per database, in one transaction (all or nothing). */
export async function seedDemoData(db: Db) {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'seed_version'));
  if (marker) return;
  await db.transaction(async (tx) => {
    // Order matters: activities refer to catalogue products by product_number.
    const seeders: ((tx: Db) => Promise<void>)[] = [
      seedSite,
      seedContent,
      seedCalendars,
      seedOffices,
      seedShopSettings,
      seedCatalogue,
      seedActivities,
      seedMembers,
    ];
    for (const seed of seeders) await seed(tx as unknown as Db);
    await tx.insert(siteSettings).values({ key: 'seed_version', value: SEED_VERSION });
  });
}
