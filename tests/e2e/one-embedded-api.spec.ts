import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, MEMBERS } from './member-support';
import { callRevalidateWebhook, freshDataDir, startShop, type ShopOnApi } from './server-support';

/**
 * One embedded API per process, whatever the door (decision 0163). On a fresh `npm start` a product read
 * through the pages and one through /api/web or the BFF once met two copies of the API on one PGlite: the
 * second copy's prepared read failed for good (42P05), so product pages answered 503, or GET products/{id}
 * 500, until a restart, whichever door read first. Each test starts a server of its own, so that it decides
 * which door reads first.
 */
test.describe.configure({ timeout: 180_000 });

type Doors = { shop: ShopOnApi; visitor: APIRequestContext; tester: APIRequestContext; testingId: number };

async function openDoors(shop: ShopOnApi, contexts: (origin: string) => Promise<APIRequestContext>): Promise<Doors> {
  const visitor = await contexts(shop.origin);
  const tester = await contexts(shop.origin);
  const login = await tester.post('/api/session/login', {
    data: { username: MEMBERS.tester, password: DEMO_PASSWORD },
    headers: { Origin: shop.origin },
  });
  expect(login.status(), await login.text()).toBe(200);
  // The testing product (08006), found by its number: a read of its own, not the prepared one under test.
  const found = await tester.get('/api/bff/products/number-search/08006');
  expect(found.status()).toBe(200);
  const { data } = (await found.json()) as { data: { id: number } };
  return { shop, visitor, tester, testingId: data.id };
}

/** Product pages rendered at run time: an unknown one, the testing one for a visitor and for the tester. */
async function expectPages({ visitor, tester, testingId }: Doors, ids: number[] = []) {
  expect((await visitor.get('/product/99999')).status()).toBe(404);
  expect((await visitor.get(`/product/${testingId}`)).status()).toBe(404);
  const testers = await tester.get(`/product/${testingId}`);
  expect(testers.status()).toBe(200);
  expect(await testers.text()).toContain('開運新品體驗禮盒（內部測試）');
  for (const id of ids) expect((await visitor.get(`/product/${id}`)).status(), `/product/${id}`).toBe(200);
}

/** GET products/{id} through /api/web and the BFF, for a visitor and for the tester. */
async function expectApi({ visitor, tester, testingId }: Doors) {
  const read = async (context: APIRequestContext, url: string, status: number) => {
    const response = await context.get(url);
    expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
    return response.json();
  };
  expect((await read(visitor, '/api/web/products/1', 200)).data.id).toBe(1);
  expect(await read(visitor, '/api/web/products/99999', 404)).toEqual({ message: '暫無此商品' });
  expect(await read(visitor, `/api/web/products/${testingId}`, 404)).toEqual({ message: '暫無此商品' });
  expect((await read(tester, '/api/bff/products/1', 200)).data.id).toBe(1);
  expect((await read(tester, `/api/bff/products/${testingId}`, 200)).data.id).toBe(testingId);
}

/** The content webhook for a product, signed as the CMS sends it; every product page is then rendered again. */
async function productChanged({ shop, visitor }: Doors, id: number) {
  const webhook = await callRevalidateWebhook(visitor, { tags: [`product-${id}`, 'products'] }, shop);
  expect(webhook.status()).toBe(200);
}

async function withOwnShop(
  contexts: (origin: string) => Promise<APIRequestContext>,
  body: (doors: Doors) => Promise<void>,
) {
  const root = mkdtempSync(path.join(tmpdir(), 'one-embedded-api-'));
  await freshDataDir(path.join(root, 'data'));
  const shop = await startShop(root);
  try {
    const doors = await openDoors(shop, contexts);
    await body(doors);
    expect(shop.output()).not.toMatch(/42P05|already exists/);
  } finally {
    await shop.stop();
  }
}

test('the API read first: the product pages answer, before and after a product webhook', async ({ playwright }) => {
  await withOwnShop(
    (origin) => playwright.request.newContext({ baseURL: origin }),
    async (doors) => {
      await expectApi(doors);
      await expectPages(doors);
      await productChanged(doors, 61);
      await expectPages(doors, [61, 1, 2, 43]);
      await expectApi(doors);
    },
  );
});

test('the pages read first: GET products/{id} answers through /api/web and the BFF, before and after a product webhook', async ({
  playwright,
}) => {
  await withOwnShop(
    (origin) => playwright.request.newContext({ baseURL: origin }),
    async (doors) => {
      await expectPages(doors);
      await expectApi(doors);
      await productChanged(doors, 61);
      await expectApi(doors);
      await expectPages(doors, [61, 1, 2, 43]);
    },
  );
});
