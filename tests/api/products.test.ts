import { getDb } from '@/backend/db/client';
import { categories, products, series } from '@/backend/db/schema';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';

withFreshDatabase();

type Row = typeof products.$inferSelect;
type Listed = Row & { images: { product_id: number; sort: number; image: string }[] };

let all: Row[] = [];
let categoryRows: (typeof categories.$inferSelect)[] = [];
let seriesRows: (typeof series.$inferSelect)[] = [];
let testerToken = '';
let memberToken = '';

const shippingLines = Object.values(SHIPPING_FEE_LINE_NUMBERS);
const isGoods = (row: Row) => !shippingLines.includes(row.product_number);
/** What a visitor may see, worked out from the rows (every seeded product is inside its publication window). */
const isPublic = (row: Row) => isGoods(row) && row.status === 1 && row.is_testing === 0 && row.deleted_at === null;
const isForTester = (row: Row) => isGoods(row) && row.deleted_at === null;
const byShopOrder = (a: Row, b: Row) => a.sort - b.sort || a.id - b.id;

beforeAll(async () => {
  const db = await getDb();
  all = await db.select().from(products);
  categoryRows = await db.select().from(categories);
  seriesRows = await db.select().from(series);
  testerToken = (await createMemberWithToken({ is_tester: 1 })).token;
  memberToken = (await createMemberWithToken()).token;
});

async function everyPage(query: string, token?: string) {
  const first = await call('GET', `products?${query}`, { token });
  expect(first.status).toBe(200);
  const items: Listed[] = [...first.json.data];
  for (let page = 2; page <= first.json.last_page; page++) {
    items.push(...(await call('GET', `products?${query}&page=${page}`, { token })).json.data);
  }
  return { first: first.json, items };
}

const special = (predicate: (row: Row) => boolean) => {
  const row = all.find(predicate);
  if (!row) throw new Error('the catalogue seed lacks a product this test needs');
  return row;
};

describe('GET products', () => {
  it('pages the public products twelve at a time in the shop order, with the paginator fields', async () => {
    const expected = all.filter(isPublic).sort(byShopOrder);
    const { first, items } = await everyPage('');
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 12,
      from: 1,
      to: 12,
      total: expected.length,
      last_page: Math.ceil(expected.length / 12),
    });
    expect(first.data).toHaveLength(12);
    expect(first.path).toMatch(/\/api\/web\/products$/);
    expect(items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  it('answers the last page partly filled and a page past the end empty', async () => {
    const total = all.filter(isPublic).length;
    const lastPage = Math.ceil(total / 12);
    const last = await call('GET', `products?page=${lastPage}`);
    expect(last.json.data).toHaveLength(total - (lastPage - 1) * 12);
    expect(last.json.to).toBe(total);
    const beyond = await call('GET', `products?page=${lastPage + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.json).toMatchObject({ data: [], from: null, to: null, total });
  });

  it('never lists status-0, testing or shipping-fee products to visitors or plain members', async () => {
    for (const token of [undefined, memberToken]) {
      const { items } = await everyPage('', token);
      expect(items.every((item) => item.status === 1 && item.is_testing === 0)).toBe(true);
      expect(items.some((item) => shippingLines.includes(item.product_number))).toBe(false);
    }
  });

  it('lists status-0 and testing products to a tester, but never the shipping-fee lines', async () => {
    const { first, items } = await everyPage('', testerToken);
    expect(first.total).toBe(all.filter(isForTester).length);
    expect(first.total).toBeGreaterThan(all.filter(isPublic).length);
    expect(items.some((item) => item.status === 0)).toBe(true);
    expect(items.some((item) => item.is_testing === 1)).toBe(true);
    expect(items.some((item) => shippingLines.includes(item.product_number))).toBe(false);
  });

  it('treats a token that was never issued as a visitor, not a 401', async () => {
    const response = await call('GET', 'products', { token: 'x'.repeat(43) });
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(all.filter(isPublic).length);
  });

  it('gives every product its images, ordered by sort', async () => {
    const { items } = await everyPage('');
    for (const item of items) {
      expect(item.images.length).toBeGreaterThan(0);
      expect(item.images.every((image) => image.product_id === item.id)).toBe(true);
      expect(item.images.map((image) => image.sort)).toEqual(
        [...item.images.map((image) => image.sort)].sort((a, b) => a - b),
      );
    }
  });

  it('filters by category, and 全部商品 lists every product', async () => {
    const category = categoryRows.find(
      (row) => !row.is_all && all.some((product) => product.category_id === row.id && isPublic(product)),
    )!;
    const { first, items } = await everyPage(`category_id=${category.id}`);
    expect(first.total).toBe(all.filter((row) => isPublic(row) && row.category_id === category.id).length);
    expect(items.every((item) => item.category_id === category.id)).toBe(true);

    const everything = categoryRows.find((row) => row.is_all === 1)!;
    expect(everything.name).toBe('全部商品');
    const allOf = await everyPage(`category_id=${everything.id}`);
    expect(allOf.first.total).toBe(all.filter(isPublic).length);
  });

  it('filters by series', async () => {
    const chosen = seriesRows.find(
      (row) => all.filter((product) => product.series_id === row.id && isPublic(product)).length > 1,
    )!;
    const { first, items } = await everyPage(`series_id=${chosen.id}`);
    expect(first.total).toBe(all.filter((row) => isPublic(row) && row.series_id === chosen.id).length);
    expect(items.every((item) => item.series_id === chosen.id)).toBe(true);
  });

  it('answers 404 for a category or series that does not exist', async () => {
    const unknown = Math.max(...categoryRows.map((row) => row.id), ...seriesRows.map((row) => row.id)) + 100;
    expect((await call('GET', `products?category_id=${unknown}`)).status).toBe(404);
    expect((await call('GET', `products?series_id=${unknown}`)).status).toBe(404);
  });

  it.each([
    ['2', (a: number, b: number) => a <= b],
    ['3', (a: number, b: number) => a >= b],
  ])('sort=%s orders by member price', async (sort, inOrder) => {
    const { items } = await everyPage(`order_by=price&sort=${sort}`);
    expect(items).toHaveLength(all.filter(isPublic).length);
    const prices = items.map((item) => item.member_price);
    expect(prices.every((price, index) => index === 0 || inOrder(prices[index - 1], price))).toBe(true);
    expect(new Set(prices).size).toBeGreaterThan(10);
  });

  it('sorts within a category too', async () => {
    const category = categoryRows.find((row) => !row.is_all)!;
    const { items } = await everyPage(`category_id=${category.id}&sort=3`);
    const prices = items.map((item) => item.member_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it.each([
    'page=0',
    'page=abc',
    'page=1.5',
    'sort=1',
    'sort=9',
    'sort=up',
    'category_id=-1',
    'category_id=x',
    'series_id=0',
    'order_by=name',
  ])('answers 400 with a message for the malformed query %s', async (query) => {
    const response = await call('GET', `products?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.message).toEqual(expect.any(String));
  });
});

describe('GET products/{id}', () => {
  it('answers a product with its images ordered by sort', async () => {
    const product = special((row) => isPublic(row) && row.product_number === '01065');
    const response = await call('GET', `products/${product.id}`);
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      id: product.id,
      product_number: '01065',
      name: product.name,
      member_price: product.member_price,
    });
    const sorts = response.json.data.images.map((image: { sort: number }) => image.sort);
    expect(sorts.length).toBeGreaterThan(1);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
  });

  it.each([
    ['status 0', (row: Row) => isGoods(row) && row.status === 0],
    ['is_testing', (row: Row) => isGoods(row) && row.is_testing === 1],
  ])('answers 404 暫無此商品 for a %s product, except to a tester', async (_, predicate) => {
    const product = special(predicate);
    for (const token of [undefined, memberToken]) {
      const response = await call('GET', `products/${product.id}`, { token });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: '暫無此商品' });
    }
    const asTester = await call('GET', `products/${product.id}`, { token: testerToken });
    expect(asTester.status).toBe(200);
    expect(asTester.json.data.id).toBe(product.id);
  });

  it('answers 404 暫無此商品 for an unknown id, an id too large, and a shipping-fee line (testers too)', async () => {
    const unknown = Math.max(...all.map((row) => row.id)) + 1;
    for (const id of [unknown, 99_999_999_999]) {
      expect((await call('GET', `products/${id}`)).json).toEqual({ message: '暫無此商品' });
    }
    const shipping = special((row) => row.product_number === shippingLines[0]);
    const response = await call('GET', `products/${shipping.id}`, { token: testerToken });
    expect(response.status).toBe(404);
  });
});

describe('GET products/search', () => {
  it('matches the keyword in the name, paged', async () => {
    const keyword = '手鍊';
    const expected = all.filter(
      (row) => isPublic(row) && (row.name.includes(keyword) || row.product_number.includes(keyword)),
    );
    expect(expected.length).toBeGreaterThan(1);
    const response = await call('GET', `products/search?keyword=${encodeURIComponent(keyword)}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ current_page: 1, per_page: 12, total: expected.length });
    expect(response.json.data.map((item: Row) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
  });

  it('matches part of a product number', async () => {
    const expected = all.filter(
      (row) => isPublic(row) && (row.product_number.includes('0120') || row.name.includes('0120')),
    );
    const response = await call('GET', 'products/search?keyword=0120');
    expect(response.json.total).toBe(expected.length);
    expect(response.json.data.every((item: Row) => item.product_number.includes('0120'))).toBe(true);
  });

  it('takes the list parameters: category filter and price order', async () => {
    const category = categoryRows.find((row) => row.name === '開運飾品')!;
    const response = await call(
      'GET',
      `products/search?keyword=${encodeURIComponent('開運')}&category_id=${category.id}&sort=2`,
    );
    const expected = all.filter((row) => isPublic(row) && row.category_id === category.id && row.name.includes('開運'));
    expect(response.json.total).toBe(expected.length);
    const prices = response.json.data.map((item: Row) => item.member_price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('does not find hidden products for visitors, but does for testers', async () => {
    const hidden = special((row) => isGoods(row) && row.is_testing === 1);
    const keyword = encodeURIComponent(hidden.product_number);
    expect((await call('GET', `products/search?keyword=${keyword}`)).json.total).toBe(0);
    expect(
      (await call('GET', `products/search?keyword=${keyword}`, { token: testerToken })).json.data.map(
        (item: Row) => item.id,
      ),
    ).toContain(hidden.id);
  });

  it('treats % and _ as plain characters', async () => {
    for (const keyword of ['%', '_']) {
      const response = await call('GET', `products/search?keyword=${encodeURIComponent(keyword)}`);
      expect(response.status).toBe(200);
      expect(response.json.total).toBe(0);
    }
  });

  it.each(['', 'keyword=', 'keyword=%20%20'])(
    'answers 422 with a keyword message when the keyword is missing (%s)',
    async (query) => {
      const response = await call('GET', `products/search?${query}`);
      expect(response.status).toBe(422);
      expect(response.json.message).toBe('請輸入搜尋關鍵字');
      expect(response.json.errors.keyword).toEqual(['請輸入搜尋關鍵字']);
    },
  );

  it('answers 400 for a malformed list parameter', async () => {
    expect((await call('GET', 'products/search?keyword=a&page=x')).status).toBe(400);
  });
});

describe('GET products/number-search/{number}', () => {
  it('finds a product by its exact number', async () => {
    const product = special((row) => isPublic(row) && row.product_number === '01205');
    const response = await call('GET', 'products/number-search/01205');
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ id: product.id, product_number: '01205' });
    expect(response.json.data.images.length).toBeGreaterThan(0);
  });

  it.each(['99999', '0120', '01205%25', shippingLines[0]])('answers 404 查無此商品 for %s', async (number) => {
    const response = await call('GET', `products/number-search/${number}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: '查無此商品' });
  });

  it('finds a status-0 product only for a tester', async () => {
    const product = special((row) => isGoods(row) && row.status === 0);
    expect((await call('GET', `products/number-search/${product.product_number}`)).status).toBe(404);
    expect(
      (await call('GET', `products/number-search/${product.product_number}`, { token: testerToken })).json.data.id,
    ).toBe(product.id);
  });
});

describe('GET products/sidebar', () => {
  type SidebarCategory = {
    id: number;
    name: string;
    sort: number;
    is_all: number;
    products_count: number;
    series: { id: number; category_id: number; products_count: number }[];
  };

  it('lists categories by sort with their series and the visible product counts', async () => {
    const response = await call('GET', 'products/sidebar');
    expect(response.status).toBe(200);
    const data: SidebarCategory[] = response.json.data;
    expect(data.map((row) => row.id)).toEqual(
      [...categoryRows].sort((a, b) => a.sort - b.sort || a.id - b.id).map((row) => row.id),
    );
    for (const category of data) {
      const expected = category.is_all
        ? all.filter(isPublic).length
        : all.filter((row) => isPublic(row) && row.category_id === category.id).length;
      expect(category.products_count).toBe(expected);
      expect(category.series.map((row) => row.id).sort()).toEqual(
        seriesRows
          .filter((row) => row.category_id === category.id)
          .map((row) => row.id)
          .sort(),
      );
      for (const row of category.series) {
        expect(row.products_count).toBe(
          all.filter((product) => isPublic(product) && product.series_id === row.id).length,
        );
      }
    }
    expect(data.filter((row) => !row.is_all).every((row) => row.series.length >= 2)).toBe(true);
  });

  it('counts the hidden products for a tester', async () => {
    const data: SidebarCategory[] = (await call('GET', 'products/sidebar', { token: testerToken })).json.data;
    const everything = data.find((row) => row.is_all === 1)!;
    expect(everything.products_count).toBe(all.filter(isForTester).length);
  });
});

describe('GET products/sitemap', () => {
  it('lists every product a visitor sees, by id, with only id and updated_at, whoever asks', async () => {
    const visible = all
      .filter(isPublic)
      .sort((a, b) => a.id - b.id)
      .map(({ id, updated_at }) => ({ id, updated_at }));
    for (const token of [undefined, testerToken]) {
      const response = await call('GET', 'products/sitemap', { token });
      expect(response.status).toBe(200);
      expect(response.json.data).toEqual(visible);
    }
  });
});

describe('GET recommended-products', () => {
  it('lists the recommended products by recommend_sort, without hidden ones', async () => {
    const response = await call('GET', 'recommended-products');
    expect(response.status).toBe(200);
    const data: Listed[] = response.json.data;
    const expected = all
      .filter((row) => isPublic(row) && row.is_recommended === 1)
      .sort((a, b) => a.recommend_sort - b.recommend_sort || a.id - b.id);
    expect(expected.length).toBeGreaterThan(4);
    expect(data.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(data.every((row) => row.images.length > 0)).toBe(true);
  });

  it('includes a recommended testing product for a tester', async () => {
    const hidden = special((row) => isGoods(row) && row.is_testing === 1 && row.is_recommended === 1);
    const ids = (await call('GET', 'recommended-products', { token: testerToken })).json.data.map((row: Row) => row.id);
    expect(ids).toContain(hidden.id);
    expect((await call('GET', 'recommended-products')).json.data.map((row: Row) => row.id)).not.toContain(hidden.id);
  });
});
