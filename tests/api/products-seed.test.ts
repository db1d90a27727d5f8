import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { categories, productImages, products, series } from '@/backend/db/schema';
import { requestedImages } from '@/backend/seed/images';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import { withFreshDatabase } from '../support/api';

withFreshDatabase();

type Row = typeof products.$inferSelect;
let rows: Row[] = [];
const byNumber = (number: string) => rows.find((row) => row.product_number === number);

/** Spec public §9 / member §9: the lucky product numbers, and which of them need a ring or wrist size. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(5, '0'));
const LUCKY = [...range(1001, 1005), ...range(1011, 1015), '01006', '11006', ...range(1205, 1209)];
const RINGS = ['01205', '01001', '01011'];
const BRACELETS = ['01209', '01005', '01015'];

beforeAll(async () => {
  rows = await (await getDb()).select().from(products);
});

describe('catalogue demo data', () => {
  it('holds 8 categories with 全部商品 as the is_all tile, and 2–3 series in each other one', async () => {
    const db = await getDb();
    const categoryRows = await db.select().from(categories);
    expect(categoryRows).toHaveLength(8);
    expect(categoryRows.filter((row) => row.is_all === 1).map((row) => row.name)).toEqual(['全部商品']);
    const seriesRows = await db.select().from(series);
    for (const category of categoryRows.filter((row) => !row.is_all)) {
      const own = seriesRows.filter((row) => row.category_id === category.id).length;
      expect(own).toBeGreaterThanOrEqual(2);
      expect(own).toBeLessThanOrEqual(3);
    }
  });

  it('holds 61 catalogue products plus the three shipping-fee lines', () => {
    const shipping = Object.values(SHIPPING_FEE_LINE_NUMBERS);
    expect(rows.filter((row) => !shipping.includes(row.product_number))).toHaveLength(61);
    for (const number of shipping) expect(byNumber(number)).toBeDefined();
  });

  it('holds every lucky product number, rings and bracelets named as such', () => {
    for (const number of LUCKY) expect(byNumber(number)?.status).toBe(1);
    for (const number of RINGS) expect(byNumber(number)?.name).toMatch(/戒指/);
    for (const number of BRACELETS) expect(byNumber(number)?.name).toMatch(/手鍊/);
  });

  it('has the special products the shop rules need', () => {
    expect(byNumber('01065')?.name).toMatch(/聚寶盆/);
    expect(rows.filter((row) => row.status === 0)).toHaveLength(1);
    expect(rows.filter((row) => row.is_testing === 1)).toHaveLength(1);
    expect(rows.some((row) => row.quantity === 0 && row.status === 1 && row.is_testing === 0)).toBe(true);
    expect(rows.some((row) => row.max_limited_buy === 3)).toBe(true);
    // The demo product that runs out: exactly 10 in stock, no purchase limit (README "Demo data").
    expect(byNumber('08007')).toMatchObject({ quantity: 10, max_limited_buy: null, status: 1, is_testing: 0 });
    expect(rows.filter((row) => row.is_recommended === 1).length).toBeGreaterThanOrEqual(5);
    expect(
      rows.filter((row) => row.free_shipping_quantity !== null && row.abroad_free_shipping_quantity !== null).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('prices every product with a suggested price above the member price, and writes its texts', () => {
    for (const row of rows.filter((product) => product.pv > 0)) {
      expect(row.price).toBeGreaterThan(row.member_price);
      expect(row.brief && row.feature && row.info).toBeTruthy();
      expect(row.description).toMatch(/^<h3>/);
    }
  });

  it('gives every product 1–3 images with alt and title texts, each registered for drawing', async () => {
    const images = await (await getDb()).select().from(productImages);
    const catalogue = rows.filter((row) => row.pv > 0);
    for (const product of catalogue) {
      const own = images.filter((image) => image.product_id === product.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const image of own) {
        expect(image.image_alt && image.image_title).toBeTruthy();
        expect(requestedImages().get(image.image)).toEqual(expect.objectContaining({ width: 800, height: 800 }));
      }
    }
  });

  it('keeps the seeded order stable: product ids follow the listing', async () => {
    const [first] = await (await getDb()).select().from(products).where(eq(products.product_number, '01205'));
    expect(first.id).toBe(1);
  });
});
