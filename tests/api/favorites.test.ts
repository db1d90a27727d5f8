import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { favorites } from '@/backend/db/schema';
import { MAX_FAVORITES } from '@/lib/domain/cart';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { makeProduct, productByNumber, updateProduct } from '../support/products';

withFreshDatabase();

const favoritesOf = async (memberId: number) =>
  (await getDb()).select().from(favorites).where(eq(favorites.member_id, memberId)).orderBy(favorites.id);
const favourite = (token: string, body: unknown) => call('POST', 'user/favorites', { token, body });
const productsMade = (n: number) => Promise.all(Array.from({ length: n }, () => makeProduct()));
/** Keeps favourites of these products as another writer (an import, an operator) could, past any cap. */
const keptDirectly = async (memberId: number, productIds: number[]) =>
  (await getDb()).insert(favorites).values(productIds.map((product_id) => ({ member_id: memberId, product_id })));
const listed = async (token: string) =>
  (await call('GET', 'user/favorites', { token })).json.data as {
    id: number;
    product_id: number;
    products: { id: number; images: unknown[] };
  }[];

describe('POST user/favorites', () => {
  it('adds a favourite (201), and adding it again answers 200 with the same one', async () => {
    const { member, token } = await createMemberWithToken();
    const gift = await productByNumber('08003');
    const first = await favourite(token, { product_id: gift.id });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('已加入我的最愛');
    expect(first.json.data).toMatchObject({ product_id: gift.id, products: { id: gift.id, product_number: '08003' } });
    expect(first.json.data.created_at).toEqual(expect.any(String));
    const again = await favourite(token, { product_id: gift.id });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await favoritesOf(member.id)).toHaveLength(1);
  });

  it('makes one favourite of parallel adds of the same product', async () => {
    const { member, token } = await createMemberWithToken();
    const product = await makeProduct();
    const answers = await Promise.all(Array.from({ length: 8 }, () => favourite(token, { product_id: product.id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
    expect(await favoritesOf(member.id)).toHaveLength(1);
  });

  it('refuses a lucky product with 422 開運商品無法加入我的最愛', async () => {
    const { member, token } = await createMemberWithToken();
    for (const number of ['01205', '01209']) {
      const response = await favourite(token, { product_id: (await productByNumber(number)).id });
      expect(response.status).toBe(422);
      expect(response.json.errors.product_id).toEqual(['開運商品無法加入我的最愛']);
    }
    expect(await favoritesOf(member.id)).toHaveLength(0);
  });

  it('answers 404 暫無此商品 for a product the caller may not see; a tester may favourite testing products', async () => {
    const plain = await createMemberWithToken();
    const tester = await createMemberWithToken({ is_tester: 1 });
    const testing = await productByNumber('08006');
    for (const product_id of [testing.id, (await productByNumber('06004')).id, 999999]) {
      const response = await favourite(plain.token, { product_id });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('暫無此商品');
    }
    expect((await favourite(tester.token, { product_id: testing.id })).status).toBe(201);
  });

  it(`refuses a favourite past ${MAX_FAVORITES} with 422; adding a kept one again still answers 200, and parallel adds take the last place once`, async () => {
    const { member, token } = await createMemberWithToken();
    const [kept, ...rest] = await productsMade(MAX_FAVORITES + 2);
    await keptDirectly(
      member.id,
      [kept, ...rest.slice(0, MAX_FAVORITES - 2)].map((product) => product.id),
    );
    const [lastPlace, another, third] = rest.slice(MAX_FAVORITES - 2);
    const answers = await Promise.all(
      [lastPlace, another].map((product) => favourite(token, { product_id: product.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = await favourite(token, { product_id: third.id });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.product_id).toEqual([`我的最愛最多 ${MAX_FAVORITES} 項商品，請先移除其他商品`]);
    expect((await favourite(token, { product_id: kept.id })).status).toBe(200);
    expect(await favoritesOf(member.id)).toHaveLength(MAX_FAVORITES);
  });

  it('refuses a missing or malformed product_id with 422 請選擇商品', async () => {
    const { member, token } = await createMemberWithToken();
    for (const body of [
      {},
      { product_id: 'abc' },
      { product_id: -1 },
      { product_id: 2.5 },
      { product_id: 1e12 },
      { product_id: null },
      { product_id: [1] },
      { product_id: { id: 1 } },
    ]) {
      const response = await favourite(token, body);
      expect(response.status).toBe(422);
      expect(response.json.errors.product_id).toEqual(['請選擇商品']);
    }
    expect((await call('POST', 'user/favorites', { token, body: 'not json' })).status).toBe(400);
    expect(await favoritesOf(member.id)).toHaveLength(0);
  });
});

describe('GET user/favorites', () => {
  it("lists the caller's favourites newest first with their products and images", async () => {
    const { token } = await createMemberWithToken();
    const other = await createMemberWithToken();
    const older = await productByNumber('08003');
    const newer = await productByNumber('02001');
    await favourite(token, { product_id: older.id });
    await favourite(token, { product_id: newer.id });
    await favourite(other.token, { product_id: older.id });
    const list = await listed(token);
    expect(list.map((item) => item.product_id)).toEqual([newer.id, older.id]);
    expect(list[0].products.id).toBe(newer.id);
    expect(list[0].products.images.length).toBeGreaterThan(0);
    expect(list[0]).not.toHaveProperty('member_id');
  });

  it(`answers the newest ${MAX_FAVORITES} when more were kept another way`, async () => {
    const { member, token } = await createMemberWithToken();
    const made = await productsMade(MAX_FAVORITES + 5);
    await keptDirectly(
      member.id,
      made.map((product) => product.id),
    );
    const answered = await listed(token);
    expect(answered).toHaveLength(MAX_FAVORITES);
    expect(answered.map((favorite) => favorite.product_id)).toEqual(
      made
        .slice(5)
        .map((product) => product.id)
        .reverse(),
    );
  });

  it('leaves out products the caller may no longer see, and keeps them', async () => {
    const { member, token } = await createMemberWithToken();
    const product = await makeProduct();
    await favourite(token, { product_id: product.id });
    await updateProduct(product.id, { status: 0 });
    expect(await listed(token)).toEqual([]);
    expect(await favoritesOf(member.id)).toHaveLength(1);
    await updateProduct(product.id, { status: 1 });
    expect((await listed(token)).map((item) => item.product_id)).toEqual([product.id]);
  });
});

describe('DELETE user/favorites/{id}', () => {
  it("removes the favourite of that id, M §7's {id} (issue 50, D14)", async () => {
    const { member, token } = await createMemberWithToken();
    const [kept, removedOne] = await productsMade(2);
    await favourite(token, { product_id: kept.id });
    const { id } = (await favourite(token, { product_id: removedOne.id })).json.data;
    const removed = await call('DELETE', `user/favorites/${id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: '商品已從我的最愛移除' });
    expect((await favoritesOf(member.id)).map((row) => row.product_id)).toEqual([kept.id]);
  });

  it('removes the favourite of that product when the caller has no favourite of that id', async () => {
    const { member, token } = await createMemberWithToken();
    const product = await makeProduct();
    await favourite(token, { product_id: product.id });
    const removed = await call('DELETE', `user/favorites/${product.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: '商品已從我的最愛移除' });
    expect(await favoritesOf(member.id)).toHaveLength(0);
  });

  it("answers 404 查無此最愛商品 when it is not the caller's favourite; another member's stays", async () => {
    const owner = await createMemberWithToken();
    const intruder = await createMemberWithToken();
    const product = await makeProduct();
    const { id: favouriteId } = (await favourite(owner.token, { product_id: product.id })).json.data;
    for (const id of [favouriteId, product.id, 999999, 'abc']) {
      const response = await call('DELETE', `user/favorites/${id}`, { token: intruder.token });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('查無此最愛商品');
    }
    expect(await favoritesOf(owner.member.id)).toHaveLength(1);
  });
});

describe('every call needs a token', () => {
  it('answers 401 without one', async () => {
    expect((await call('GET', 'user/favorites')).status).toBe(401);
    expect((await call('POST', 'user/favorites', { body: { product_id: 1 } })).status).toBe(401);
    expect((await call('DELETE', 'user/favorites/1')).status).toBe(401);
  });
});
