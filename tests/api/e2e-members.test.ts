import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { members, orders, shoppingCarts } from '@/backend/db/schema';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { isRocIdentity } from '@/lib/domain/validation/rules';
import { isTaxNumber } from '@/backend/services/e2e-members';
import { call, withFreshDatabase } from '../support/api';
import { addToCart, orderPayload, productWith, submitOrder } from '../support/orders';

withFreshDatabase();

/**
 * Issue 38: the e2e fixtures make their own members (tests/e2e/fixtures.ts) through POST _dev/members and
 * remove them through DELETE _dev/members/{id}; both exist only on the demo with E2E_HOOKS=1.
 */
const saved = process.env.E2E_HOOKS;
beforeEach(() => {
  process.env.E2E_HOOKS = '1';
});
afterAll(() => {
  if (saved === undefined) delete process.env.E2E_HOOKS;
  else process.env.E2E_HOOKS = saved;
});

const make = async (body?: { business: boolean }) => {
  const response = await call('POST', '_dev/members', { body });
  expect(response.status).toBe(201);
  return response.json.data as { id: number; username: string };
};
const login = (username: string) => call('POST', 'login', { body: { username, password: DEMO_PASSWORD } });
const memberRow = async (id: number) => (await (await getDb()).select().from(members).where(eq(members.id, id)))[0];

describe('without E2E_HOOKS=1', () => {
  it.each([
    ['POST', '_dev/members'],
    ['DELETE', '_dev/members/1'],
    ['PUT', '_dev/products/1/quantity'],
  ])('%s %s is 404 like an unknown path', async (method, path) => {
    delete process.env.E2E_HOOKS;
    const response = await call(method, path);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: '找不到這個 API 路徑' });
  });
});

describe('POST _dev/members', () => {
  it('makes an activated member with a fresh valid identity card who can sign in with the demo password', async () => {
    const [first, second] = [await make(), await make()];
    expect(first.username).not.toBe(second.username);
    for (const made of [first, second]) expect(isRocIdentity(made.username)).toBe(true);
    const row = await memberRow(first.id);
    expect(row).toMatchObject({
      identity_card: first.username,
      hierarchical: '傳銷商',
      exited_at: null,
      credit_audit: null,
    });
    expect(row.activated_at).not.toBeNull();
    expect(row.sales_territory_id).not.toBeNull();
    expect(row.mobile_phone01).toMatch(/^09\d{8}$/);
    const signedIn = await login(first.username);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.access_token).toEqual(expect.any(String));
  });

  it('with {business: true} makes a company with a valid tax number (a business member at checkout)', async () => {
    const made = await make({ business: true });
    expect(made.username).toMatch(/^\d{8}$/);
    expect(isTaxNumber(made.username)).toBe(true);
    expect(await memberRow(made.id)).toMatchObject({ company_owner: '測試負責人', birthday: null });
    expect((await login(made.username)).status).toBe(200);
  });

  it('a tax number is checked as the ministry does: 12345675 and 04595257 pass, 12345678 does not', () => {
    expect(['12345675', '04595257', '28914569', '12345678'].map(isTaxNumber)).toEqual([true, true, true, false]);
  });
});

describe('DELETE _dev/members/{id}', () => {
  it('removes the member with its cart and its orders', async () => {
    const made = await make();
    const token = (await login(made.username)).json.access_token as string;
    const ordered = await addToCart(token, await productWith());
    expect((await submitOrder(token, await orderPayload([ordered]))).status).toBe(201);
    await addToCart(token, await productWith());
    const db = await getDb();
    expect(await db.select().from(shoppingCarts).where(eq(shoppingCarts.member_id, made.id))).toHaveLength(1);

    const response = await call('DELETE', `_dev/members/${made.id}`);
    expect(response.status).toBe(200);
    expect(await memberRow(made.id)).toBeUndefined();
    expect(await db.select().from(shoppingCarts).where(eq(shoppingCarts.member_id, made.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.member_id, made.id))).toEqual([]);
    expect((await login(made.username)).status).toBe(404);
    expect((await call('DELETE', `_dev/members/${made.id}`)).status).toBe(404);
  });

  it('refuses a seed member (403) and leaves it be', async () => {
    const db = await getDb();
    const [seed] = await db.select().from(members).where(eq(members.identity_card, 'A123456789'));
    const response = await call('DELETE', `_dev/members/${seed.id}`);
    expect(response.status).toBe(403);
    expect(response.json.message).toBe('只能刪除測試建立的會員');
    expect(await memberRow(seed.id)).toBeDefined();
    expect((await login('A123456789')).status).toBe(200);
  });
});
