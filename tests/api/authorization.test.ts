import { eq } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { getDb } from '@/backend/db/client';
import { characters, favorites, generalAddresses, orderItems, orders, shoppingCarts } from '@/backend/db/schema';
import { DELETE, GET, POST, PUT } from '@/app/api/bff/[...path]/route';
import { SESSION_COOKIE } from '@/lib/session/cookie';
import { sessionSecret } from '@/lib/session/secret';
import { call, withFreshDatabase } from '../support/api';
import { addToCart, orderPayload, productWith, readyToOrder, shopper, submitOrder } from '../support/orders';
import { patiently } from '../support/patiently';

withFreshDatabase();

/**
 * Issue 12, the authorization matrix: member B can neither read, change nor delete member A's
 * recipients, charts, cart lines, favourites or orders by id, through the API (B's bearer token)
 * and through the BFF (B's sealed session cookie, read by the real session code). Every row
 * asserts the API's answer and that A's records are byte for byte what they were.
 * Red-packet draws (activities_five) are covered by the activities API's own tests.
 */
process.env.SESSION_SECRET ??= 'authorization-matrix-session-secret-0123456789';

// The BFF reads the cookie through next/headers: here the request's cookie jar holds B's sealed session.
let sealedSession = '';
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === SESSION_COOKIE && sealedSession ? { name, value: sealedSession } : undefined),
    set: () => undefined,
    delete: () => undefined,
  }),
}));

// ky (ESM) stands aside: the BFF's call reaches the embedded API in-process with the headers it built.
type Forwarded = { method: string; body?: string; headers?: Record<string, string>; searchParams?: URLSearchParams };
jest.mock('@/lib/api/server', () => ({
  serverApi:
    (bearer: string) =>
    async (path: string, { method, body, headers, searchParams }: Forwarded) => {
      const { handle } = await import('@/backend');
      const query = searchParams ? `?${searchParams}` : '';
      return handle(
        new Request(`http://embedded.local/api/web/${path}${query}`, {
          method,
          body,
          headers: { ...headers, Authorization: bearer, 'X-Access-Type': 'web' },
        }),
      );
    },
}));

const ids = { address: 0, chart: 0, line: 0, product: 0, order: 0, lucky: 0 };
let tokenA = '';
let tokenB = '';
let memberA = 0;
let foreignLinePayload: Record<string, unknown> = {};

const chart = {
  name: '林美玉',
  gender: 'F',
  calendar: '西元',
  china_hour: '午',
  hour: '12',
  minute: '0',
  is_leap: 0,
  birth_at: '1988-08-08 12:00:00',
  result: '{}',
};
const recipient = {
  name: '林美玉',
  phone: '0911222333',
  postal_code: '407',
  city: '臺中市',
  district: '西屯區',
  address: '市政路386號5樓',
};

/** Everything of A's that B might reach, as stored. */
async function recordsOfA() {
  const db = await getDb();
  return {
    addresses: await db.select().from(generalAddresses).where(eq(generalAddresses.member_id, memberA)),
    charts: await db.select().from(characters).where(eq(characters.member_id, memberA)),
    lines: await db.select().from(shoppingCarts).where(eq(shoppingCarts.member_id, memberA)),
    favourites: await db.select().from(favorites).where(eq(favorites.member_id, memberA)),
    orders: await db.select().from(orders).where(eq(orders.member_id, memberA)),
    items: await db.select().from(orderItems).where(eq(orderItems.order_id, ids.order)),
  };
}

patiently(beforeAll, "making member A's records and member B", async () => {
  const a = await readyToOrder();
  memberA = a.member.id;
  tokenA = a.token;
  ids.order = (await submitOrder(a.token, a.payload)).json.data.id;
  const product = await productWith();
  const { line } = await addToCart(a.token, product);
  Object.assign(ids, { line: line.id, product: product.id });
  expect((await call('POST', 'user/favorites', { token: a.token, body: { product_id: product.id } })).status).toBe(201);
  ids.chart = (await call('POST', 'user/characters', { token: a.token, body: chart })).json.data.id;
  ids.address = (await call('POST', 'user/general-addresses', { token: a.token, body: recipient })).json.data.id;
  ids.lucky = (await call('GET', 'products/number-search/01205')).json.data.id;

  const b = await shopper();
  tokenB = b.token;
  // B's own order payload naming A's cart line.
  foreignLinePayload = await orderPayload([{ line, product }]);
  sealedSession = await sealData(
    { token: { token_type: 'Bearer', access_token: tokenB, expires_at: Date.now() + 3_600_000 } },
    { password: sessionSecret() },
  );
});

type Row = {
  resource: string;
  verb: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  status: number;
  message?: string;
};

const ROWS: Row[] = [
  {
    resource: 'recipient',
    verb: 'read',
    method: 'GET',
    path: () => `user/general-addresses/${ids.address}`,
    status: 404,
    message: '查無此收件人',
  },
  {
    resource: 'recipient',
    verb: 'change',
    method: 'PUT',
    path: () => `user/general-addresses/${ids.address}`,
    body: () => ({ ...recipient, name: '王大明' }),
    status: 404,
    message: '查無此收件人',
  },
  {
    resource: 'recipient',
    verb: 'delete',
    method: 'POST',
    path: () => 'user/general-addresses/batch-delete',
    body: () => ({ _method: 'delete', id: [ids.address] }),
    status: 404,
  },
  {
    resource: 'chart',
    verb: 'read',
    method: 'GET',
    path: () => `user/characters/${ids.chart}`,
    status: 404,
    message: '查無此命盤',
  },
  {
    resource: 'chart',
    verb: 'change',
    method: 'PUT',
    path: () => `user/characters/${ids.chart}`,
    body: () => ({ ...chart, name: '王大明' }),
    status: 404,
    message: '查無此命盤',
  },
  {
    resource: 'chart',
    verb: 'delete',
    method: 'POST',
    path: () => 'user/characters/batch-delete',
    body: () => ({ _method: 'delete', id: [ids.chart] }),
    status: 404,
  },
  {
    resource: 'chart',
    verb: 'use on a lucky cart line',
    method: 'POST',
    path: () => 'user/shopping-carts',
    body: () => ({
      product_id: ids.lucky,
      character_id: ids.chart,
      fortune_word: '甲',
      fortune_ring_size: 12.5,
      fortune_finger: 'R4',
    }),
    status: 422,
    message: '查無此命盤，請重新選擇',
  },
  {
    resource: 'cart line',
    verb: 'change',
    method: 'PUT',
    path: () => `user/shopping-carts/${ids.line}`,
    body: () => ({ product_quantity: 3 }),
    status: 404,
    message: '查無此購物車商品',
  },
  {
    resource: 'cart line',
    verb: 'delete',
    method: 'DELETE',
    path: () => `user/shopping-carts/${ids.line}`,
    status: 404,
    message: '查無此購物車商品',
  },
  {
    resource: 'cart line',
    verb: 'delete by product',
    method: 'DELETE',
    path: () => `user/shopping-carts/products/${ids.product}`,
    status: 404,
    message: '查無此購物車商品',
  },
  {
    resource: 'cart line',
    verb: 'clear (own cart only)',
    method: 'DELETE',
    path: () => 'user/shopping-carts',
    status: 200,
    message: '已清空購物車',
  },
  {
    resource: 'cart line',
    verb: 'order',
    method: 'POST',
    path: () => 'orders',
    body: () => foreignLinePayload,
    status: 422,
    message: '購物車內容已變更，請回購物車重新確認',
  },
  {
    resource: 'favourite',
    verb: 'delete',
    method: 'DELETE',
    path: () => `user/favorites/${ids.product}`,
    status: 404,
    message: '查無此最愛商品',
  },
  {
    resource: 'order',
    verb: 'read',
    method: 'GET',
    path: () => `orders/${ids.order}`,
    status: 404,
    message: '查無此訂單',
  },
  {
    resource: 'order',
    verb: 'cancel',
    method: 'PUT',
    path: () => `orders/${ids.order}`,
    body: () => ({ order_status: 9 }),
    status: 404,
    message: '查無此訂單',
  },
];

const label = (row: Row) => `${row.resource}: ${row.verb} (${row.method})`;
const idempotency = (row: Row): Record<string, string> =>
  row.path() === 'orders' ? { 'Idempotency-Key': `authz-${Math.random()}` } : {};

async function expectRefused(
  row: Row,
  status: number,
  json: { message?: string; data?: unknown; errors?: Record<string, string[]> },
) {
  expect([label(row), status]).toEqual([label(row), row.status]);
  if (row.message) expect(JSON.stringify(json)).toContain(row.message);
  if (row.status >= 400) expect(json.data).toBeUndefined();
}

describe("through the API with B's bearer token", () => {
  it.each(ROWS.map((row) => [label(row), row] as const))('%s', async (_name, row) => {
    const before = await recordsOfA();
    const response = await call(row.method, row.path(), {
      token: tokenB,
      body: row.body?.(),
      headers: idempotency(row),
    });
    await expectRefused(row, response.status, response.json);
    expect(await recordsOfA()).toEqual(before);
  });

  it('the ids are real: A reads each of them', async () => {
    for (const row of ROWS.filter((candidate) => candidate.verb === 'read')) {
      expect([label(row), (await call('GET', row.path(), { token: tokenA })).status]).toEqual([label(row), 200]);
    }
    expect(
      (await call('GET', 'user/favorites', { token: tokenA })).json.data.map(
        (favourite: { product_id: number }) => favourite.product_id,
      ),
    ).toContain(ids.product);
    expect(
      (await call('GET', 'user/shopping-carts', { token: tokenA })).json.data.map((line: { id: number }) => line.id),
    ).toContain(ids.line);
  });

  it("B's lists hold none of A's records", async () => {
    const lists = ['user/general-addresses', 'user/characters', 'user/shopping-carts', 'user/favorites', 'orders'];
    for (const path of lists) {
      const response = await call('GET', path, { token: tokenB });
      expect([path, response.status]).toEqual([path, 200]);
      const rows = response.json.data as { id: number }[];
      expect([
        path,
        rows.map((row) => row.id).filter((id) => [ids.address, ids.chart, ids.line, ids.order].includes(id)),
      ]).toEqual([path, []]);
    }
  });
});

const HANDLERS = { GET, POST, PUT, DELETE };

describe("through the BFF with B's sealed session", () => {
  it.each(ROWS.map((row) => [label(row), row] as const))('%s', async (_name, row) => {
    const before = await recordsOfA();
    const body = row.body?.();
    const request = new NextRequest(`http://shop.local/api/bff/${row.path()}`, {
      method: row.method,
      headers: {
        host: 'shop.local',
        origin: 'http://shop.local',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...idempotency(row),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await HANDLERS[row.method](request, { params: Promise.resolve({ path: row.path().split('/') }) });
    await expectRefused(row, response.status, await response.json());
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await recordsOfA()).toEqual(before);
  });

  it("the sealed session is B's: the BFF answers B's own profile", async () => {
    const request = new NextRequest('http://shop.local/api/bff/users', { headers: { host: 'shop.local' } });
    const response = await GET(request, { params: Promise.resolve({ path: ['users'] }) });
    expect(response.status).toBe(200);
    expect((await response.json()).data.id).not.toBe(memberA);
  });
});
