import { getDb, type Db } from '@/backend/db/client';
import { members, products } from '@/backend/db/schema';
import type { Member } from '@/backend/http/env';
import { taipeiDateTime } from '@/lib/domain/clock';
import { withFreshDatabase } from '../support/api';
import { postgresTestUrl } from '../support/postgres';

/**
 * `GET products/{id}`'s prepared read (backend/services/product-images.ts). Two copies of that module once
 * shared one PGlite in a process (a page's read and /api/web's): the second copy's PREPARE met the first's
 * name (42P05), its rejected promise was kept, and every product read of that copy failed until a restart.
 */
withFreshDatabase();

type ProductImages = typeof import('@/backend/services/product-images');

/** A copy of the module of its own, as a second bundle of the embedded API would load. */
function freshCopy(): ProductImages {
  let copy: ProductImages | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual('@/backend/services/product-images') as ProductImages;
  });
  return copy!;
}

let db: Db;
let shown: typeof products.$inferSelect;
let testing: typeof products.$inferSelect;
let tester: Member;
const now = () => taipeiDateTime(new Date());

beforeAll(async () => {
  db = await getDb();
  const rows = await db.select().from(products);
  shown = rows.find((row) => row.status === 1 && row.is_testing === 0 && row.deleted_at === null)!;
  testing = rows.find((row) => row.is_testing === 1 && row.deleted_at === null)!;
  tester = (await db.select().from(members)).find((member) => member.is_tester === 1)!;
});

it('two copies of the read on one database each read a product, for a visitor and for a tester, in either order', async () => {
  const [first, second] = [freshCopy(), freshCopy()];
  for (const copy of [first, second, first, second]) {
    expect((await copy.shownProduct(db, shown.id, now(), undefined))?.id).toBe(shown.id);
    expect((await copy.shownProduct(db, testing.id, now(), tester))?.id).toBe(testing.id);
    expect(await copy.shownProduct(db, testing.id, now(), undefined)).toBeUndefined();
  }
});

/** PGlite's own PREPARE; on PostgreSQL the read is drizzle's named statement, prepared by the server. */
const onPglite = postgresTestUrl() ? it.skip : it;

onPglite(
  'a read whose statement could not be prepared still answers, and the next read prepares it again',
  async () => {
    const client = (db as unknown as { $client: { exec: (sql: string, options: object) => Promise<unknown> } }).$client;
    const exec = client.exec.bind(client);
    const prepares: string[] = [];
    const failing = jest.spyOn(client, 'exec').mockImplementation((sql, options) => {
      if (!sql.startsWith('PREPARE')) return exec(sql, options);
      prepares.push(sql);
      return prepares.length === 1 ? Promise.reject(new Error('the database refused')) : exec(sql, options);
    });
    try {
      const copy = freshCopy();
      expect((await copy.shownProduct(db, shown.id, now(), undefined))?.id).toBe(shown.id);
      expect((await copy.shownProduct(db, shown.id, now(), undefined))?.id).toBe(shown.id);
      expect((await copy.shownProduct(db, shown.id, now(), undefined))?.id).toBe(shown.id);
      expect(prepares).toHaveLength(2);
    } finally {
      failing.mockRestore();
    }
  },
);
