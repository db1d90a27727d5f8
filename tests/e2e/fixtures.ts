import { test as base, expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD, loginByRequest } from './member-support';

/**
 * Members of the test's own (issue 38): each test that shops gets a fresh member through the demo's
 * e2e hook (POST /api/web/_dev/members, backend/routes/dev.ts) and removes it after (DELETE, with its
 * cart and orders), so two tests never share a cart or orders and a new spec needs no seed member.
 * The seed members stay for the account states they stand for (member-support.ts MEMBERS).
 *
 *   import { expect, test } from './fixtures';
 *   test('…', async ({ page, member }) => { await loginByRequest(page, member.username); … });
 *   test('…', async ({ signedIn }) => { await signedIn.goto('/member/account'); … });   // the page, signed in
 *   test('…', async ({ memberWithCart }) => { … memberWithCart.product … });            // one line in its cart
 *
 * `otherMember` is a second one (someone else's orders), `businessMember` a company (an 8-digit tax number),
 * `workerMember` one per worker for tests that only read (accessibility.spec.ts signs it in once per worker).
 */
export type Member = { id: number; username: string; password: string };
type CartProduct = { id: number; name: string; product_number: string; member_price: number };

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** POST _dev/members: an activated member in good standing with the demo password. */
export async function makeMember(request: APIRequestContext, { business = false } = {}): Promise<Member> {
  const response = await request.post('/api/web/_dev/members', {
    headers: { Origin: origin() },
    data: { business },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; username: string } };
  return { ...data, password: DEMO_PASSWORD };
}

/** DELETE _dev/members/{id}: the member, its cart, favourites and orders. */
export async function removeMember(request: APIRequestContext, member: Member) {
  const response = await request.delete(`/api/web/_dev/members/${member.id}`, { headers: { Origin: origin() } });
  expect([200, 404], await response.text()).toContain(response.status());
}

/** Puts `quantity` of a product (by its number) in the signed-in page's cart through the BFF. */
export async function putInCart(page: Page, number: string, quantity = 1): Promise<CartProduct> {
  const found = await page.request.get(`/api/web/products/number-search/${number}`);
  expect(found.status(), await found.text()).toBe(200);
  const { data } = (await found.json()) as { data: CartProduct };
  const response = await page.request.post('/api/bff/user/shopping-carts', {
    headers: { Origin: origin() },
    data: { product_id: data.id, product_quantity: quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
  return data;
}

/** A saved recipient in Taichung (407, NT$100 shipping on the main island): step 2 preselects a member's first one. */
export const RECIPIENT = {
  name: '林美惠',
  phone: '0987654321',
  postal_code: '407',
  city: '臺中市',
  district: '西屯區',
  address: '市政路386號5樓',
};

export async function saveRecipient(page: Page, recipient = RECIPIENT) {
  const response = await page.request.post('/api/bff/user/general-addresses', {
    headers: { Origin: origin() },
    data: recipient,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

type Fixtures = {
  /** A fresh member of this test's own, removed after it. */
  member: Member;
  /** A second fresh member beside `member` (someone else's cart or orders), removed after the test. */
  otherMember: Member;
  /** A fresh company member (an 8-digit tax number: a business member at checkout), removed after the test. */
  businessMember: Member;
  /** The test's page, signed in (POST /api/session/login) as `member`. */
  signedIn: Page;
  /** `member`, signed in on the test's page, with one 04001 in the cart. */
  memberWithCart: Member & { product: CartProduct };
};

/** Makes a member on a request context of its own (the test's `request` and page keep their cookies), removes it after. */
async function ownMember(
  playwright: PlaywrightWorkerArgs['playwright'],
  provide: (member: Member) => Promise<void>,
  business = false,
) {
  const request = await playwright.request.newContext({ baseURL: origin() });
  const member = await makeMember(request, { business });
  await provide(member);
  await removeMember(request, member);
  await request.dispose();
}

type WorkerFixtures = {
  /** A fresh member for all the tests one worker runs (pages that only read: a login per worker), removed when the worker ends. */
  workerMember: Member;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerMember: [async ({ playwright }, provide) => ownMember(playwright, provide), { scope: 'worker' }],
  member: async ({ playwright }, provide) => ownMember(playwright, provide),
  otherMember: async ({ playwright }, provide) => ownMember(playwright, provide),
  businessMember: async ({ playwright }, provide) => ownMember(playwright, provide, true),
  signedIn: async ({ page, member }, provide) => {
    await loginByRequest(page, member.username, member.password);
    await provide(page);
  },
  memberWithCart: async ({ signedIn, member }, provide) => {
    await provide({ ...member, product: await putInCart(signedIn, '04001') });
  },
});

export { expect };
