import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { shoppingCarts } from '@/backend/db/schema';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { lunarChartBody, lunarChartFortune, solarChartBody } from '../support/member-records';
import { racing } from '../support/postgres';
import { makeProduct, productByNumber, updateProduct } from '../support/products';

withFreshDatabase();

type Line = {
  id: number;
  product_id: number;
  product_quantity: number;
  is_lucky: number;
  is_installment: number;
  out_of_stock: number;
};

const linesOf = async (memberId: number) =>
  (await getDb()).select().from(shoppingCarts).where(eq(shoppingCarts.member_id, memberId)).orderBy(shoppingCarts.id);
const add = (token: string, body: unknown) => call('POST', 'user/shopping-carts', { token, body });
const cart = async (token: string) => (await call('GET', 'user/shopping-carts', { token })).json;

async function chartOf(token: string, body: Record<string, unknown> = lunarChartBody): Promise<number> {
  const created = await call('POST', 'user/characters', { token, body });
  expect(created.status).toBe(201);
  return created.json.data.id;
}

let ring: Awaited<ReturnType<typeof productByNumber>>;
let wrist: Awaited<ReturnType<typeof productByNumber>>;
let limited: Awaited<ReturnType<typeof productByNumber>>;
beforeAll(async () => {
  ring = await productByNumber('01205');
  wrist = await productByNumber('01209');
  limited = await productByNumber('08003');
});

const ringChoice = (character_id: number) => ({
  product_id: ring.id,
  character_id,
  fortune_word: '甲',
  fortune_ring_size: 12.5,
  fortune_finger: 'R4',
});
const wristChoice = (character_id: number) => ({
  product_id: wrist.id,
  character_id,
  fortune_word: '子',
  fortune_wrist_size: 'M-21cm',
});

describe('POST user/shopping-carts: ordinary products', () => {
  it('adds a line and sums later adds into it, answering the line with its product, images and message', async () => {
    const { member, token } = await createMemberWithToken();
    const first = await add(token, { product_id: limited.id });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('成功加入購物車');
    expect(first.json.data).toMatchObject({
      product_id: limited.id,
      product_quantity: 1,
      is_lucky: 0,
      is_installment: 0,
      out_of_stock: 0,
      character_id: null,
      fortune_name: null,
    });
    expect(first.json.data.products).toMatchObject({ id: limited.id, product_number: '08003' });
    expect(first.json.data.products.images.length).toBeGreaterThan(0);
    expect(first.json.data).not.toHaveProperty('member_id');

    const second = await add(token, { product_id: limited.id, product_quantity: 2 });
    expect(second.status).toBe(200);
    expect(second.json.data).toMatchObject({ id: first.json.data.id, product_quantity: 3 });
    expect(await linesOf(member.id)).toHaveLength(1);
  });

  it('refuses a sum past max_limited_buy (08003: 3) with 422 and changes nothing', async () => {
    const { member, token } = await createMemberWithToken();
    expect((await add(token, { product_id: limited.id, product_quantity: 3 })).status).toBe(200);
    const past = await add(token, { product_id: limited.id });
    expect(past.status).toBe(422);
    expect(past.json.errors.product_quantity).toEqual(['超過可購買數量，每筆最多 3 件']);
    expect((await add(token, { product_id: limited.id, product_quantity: 4 })).json.message).toBe(
      '超過可購買數量，每筆最多 3 件',
    );
    expect((await linesOf(member.id)).map((line) => line.product_quantity)).toEqual([3]);
  });

  it('caps a line at the stock when it is below the maximum', async () => {
    const { token } = await createMemberWithToken();
    const scarce = await makeProduct({ quantity: 5, max_limited_buy: 10 });
    expect((await add(token, { product_id: scarce.id, product_quantity: 5 })).status).toBe(200);
    expect((await add(token, { product_id: scarce.id })).json.message).toBe('超過可購買數量，每筆最多 5 件');
  });

  it('caps a line at 50 when max_limited_buy is unset (0 or null)', async () => {
    const { token } = await createMemberWithToken();
    for (const max_limited_buy of [0, null]) {
      const plenty = await makeProduct({ quantity: 500, max_limited_buy });
      expect((await add(token, { product_id: plenty.id, product_quantity: 51 })).json.message).toBe(
        '超過可購買數量，每筆最多 50 件',
      );
      expect((await add(token, { product_id: plenty.id, product_quantity: 49 })).status).toBe(200);
      expect((await add(token, { product_id: plenty.id })).json.data.product_quantity).toBe(50);
      expect((await add(token, { product_id: plenty.id })).status).toBe(422);
    }
  });

  it("answers out_of_stock for a product without stock (02008), adds nothing and drops the member's line of it", async () => {
    const { member, token } = await createMemberWithToken();
    const empty = await productByNumber('02008');
    const answer = await add(token, { product_id: empty.id });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      data: { product_id: empty.id, out_of_stock: 1 },
      message: '紫水晶晶洞（大） 庫存不足',
    });
    expect(await linesOf(member.id)).toHaveLength(0);

    const soldOut = await makeProduct({ quantity: 4 });
    await add(token, { product_id: soldOut.id });
    await updateProduct(soldOut.id, { quantity: 0 });
    expect((await add(token, { product_id: soldOut.id })).json.data).toEqual({
      product_id: soldOut.id,
      out_of_stock: 1,
    });
    expect(await linesOf(member.id)).toHaveLength(0);
  });

  it('refuses bad input with 422 and the Traditional Chinese message, never a 500, and stores nothing', async () => {
    const { member, token } = await createMemberWithToken();
    const cases: [unknown, string, string][] = [
      [{}, 'product_id', '請選擇商品'],
      [{ product_id: 'abc' }, 'product_id', '請選擇商品'],
      [{ product_id: -1 }, 'product_id', '請選擇商品'],
      [{ product_id: 0 }, 'product_id', '請選擇商品'],
      [{ product_id: 1.5 }, 'product_id', '請選擇商品'],
      [{ product_id: 1e12 }, 'product_id', '請選擇商品'],
      [{ product_id: null }, 'product_id', '請選擇商品'],
      [{ product_id: [limited.id] }, 'product_id', '請選擇商品'],
      [{ product_id: { id: limited.id } }, 'product_id', '請選擇商品'],
      [{ product_id: true }, 'product_id', '請選擇商品'],
      [{ product_id: '0x10' }, 'product_id', '請選擇商品'],
      [{ product_id: '' }, 'product_id', '請選擇商品'],
      [{ product_id: limited.id, product_quantity: 0 }, 'product_quantity', '購買數量須為正整數'],
      [{ product_id: limited.id, product_quantity: -3 }, 'product_quantity', '購買數量須為正整數'],
      [{ product_id: limited.id, product_quantity: 2.5 }, 'product_quantity', '購買數量須為正整數'],
      [{ product_id: limited.id, product_quantity: 'many' }, 'product_quantity', '購買數量須為正整數'],
      [{ product_id: limited.id, product_quantity: 1e15 }, 'product_quantity', '購買數量須為正整數'],
      [{ product_id: limited.id, product_quantity: '1e3' }, 'product_quantity', '購買數量須為正整數'],
      [
        { product_id: limited.id, product_quantity: 2_000_000_000 },
        'product_quantity',
        '超過可購買數量，每筆最多 3 件',
      ],
      [{ product_id: limited.id, is_installment: 2 }, 'is_installment', '分期付款選項只能是 0 或 1'],
      [{ product_id: limited.id, is_installment: 'yes' }, 'is_installment', '分期付款選項只能是 0 或 1'],
    ];
    for (const [body, field, message] of cases) {
      const response = await add(token, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 422]);
      expect(response.json.errors[field]).toEqual([message]);
    }
    expect((await call('POST', 'user/shopping-carts', { token, body: '{"product_id":' })).status).toBe(400);
    expect((await call('POST', 'user/shopping-carts', { token, body: '[1]' })).status).toBe(400);
    expect(await linesOf(member.id)).toHaveLength(0);
    expect(
      (await add(token, { product_id: String(limited.id), product_quantity: '2' })).json.data.product_quantity,
    ).toBe(2);
  });

  it('answers 404 暫無此商品 for a missing product and a shipping-fee line (06004)', async () => {
    const { token } = await createMemberWithToken({ is_tester: 1 });
    for (const product_id of [999999, (await productByNumber('06004')).id]) {
      const response = await add(token, { product_id });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('暫無此商品');
    }
  });

  it('lets only a tester add a testing (08006) or status-0 product', async () => {
    const testing = await productByNumber('08006');
    const unavailable = await makeProduct({ status: 0 });
    const plain = await createMemberWithToken();
    const tester = await createMemberWithToken({ is_tester: 1 });
    for (const product of [testing, unavailable]) {
      const refused = await add(plain.token, { product_id: product.id });
      expect(refused.status).toBe(404);
      expect(refused.json.message).toBe('暫無此商品');
      expect((await add(tester.token, { product_id: product.id })).status).toBe(200);
    }
    expect(await linesOf(plain.member.id)).toHaveLength(0);
    expect(await linesOf(tester.member.id)).toHaveLength(2);
  });
});

describe('POST user/shopping-carts: lucky products', () => {
  it("adds a new line of quantity 1 each time, with the chart's fields copied in its own calendar", async () => {
    const { token } = await createMemberWithToken();
    const characterId = await chartOf(token);
    const first = await add(token, ringChoice(characterId));
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      product_id: ring.id,
      product_quantity: 1,
      is_lucky: 1,
      is_installment: 0,
      character_id: characterId,
      ...lunarChartFortune,
      fortune_birth_at: '2023-03-31 08:00:00',
      fortune_word: '甲',
      fortune_ring_size: '12.5',
      fortune_finger: 'R4',
      fortune_wrist_size: null,
    });
    expect(first.json.data.result.gz).toHaveLength(4);
    const second = await add(token, { ...ringChoice(characterId), product_quantity: 1 });
    expect(second.json.data.id).not.toBe(first.json.data.id);
    expect((await cart(token)).data.map((line: Line) => line.product_quantity)).toEqual([1, 1]);
  });

  it('copies a 國曆 chart with its ROC year, and a wrist size for 01209 (ring fields dropped)', async () => {
    const { token } = await createMemberWithToken();
    const characterId = await chartOf(token, solarChartBody);
    const line = (await add(token, { ...wristChoice(characterId), fortune_ring_size: '8', fortune_finger: 'L1' })).json
      .data;
    expect(line).toMatchObject({
      fortune_calendar: '國曆',
      fortune_year: '79',
      fortune_month: '5',
      fortune_day: '17',
      fortune_is_leap: 0,
      fortune_china_hour: '未',
      fortune_wrist_size: 'M-21cm',
      fortune_ring_size: null,
      fortune_finger: null,
    });
  });

  it('refuses a quantity other than 1 with 開運商品每筆數量固定為 1', async () => {
    const { member, token } = await createMemberWithToken();
    const characterId = await chartOf(token);
    for (const product_quantity of [2, 50]) {
      const response = await add(token, { ...ringChoice(characterId), product_quantity });
      expect(response.status).toBe(422);
      expect(response.json.errors.product_quantity).toEqual(['開運商品每筆數量固定為 1']);
    }
    expect(await linesOf(member.id)).toHaveLength(0);
  });

  it('requires a chart and a word, ring size and finger for 01205, wrist size for 01209', async () => {
    const { member, token } = await createMemberWithToken();
    const ringMissing = await add(token, { product_id: ring.id });
    expect(ringMissing.status).toBe(422);
    expect(ringMissing.json.errors).toEqual({
      character_id: ['請選擇命盤'],
      fortune_word: ['請選擇字樣'],
      fortune_ring_size: ['請選擇戒圍'],
      fortune_finger: ['請選擇配戴手指'],
    });
    const wristMissing = await add(token, { product_id: wrist.id });
    expect(wristMissing.json.errors).toEqual({
      character_id: ['請選擇命盤'],
      fortune_word: ['請選擇字樣'],
      fortune_wrist_size: ['請選擇手圍'],
    });

    const characterId = await chartOf(token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fortune_word: 'A' }, 'fortune_word', '請選擇字樣'],
      [{ fortune_ring_size: 18 }, 'fortune_ring_size', '請選擇戒圍'],
      [{ fortune_ring_size: '3.25' }, 'fortune_ring_size', '請選擇戒圍'],
      [{ fortune_finger: 'R6' }, 'fortune_finger', '請選擇配戴手指'],
      [{ fortune_finger: ['R1'] }, 'fortune_finger', '請選擇配戴手指'],
      [{ character_id: 'abc' }, 'character_id', '請選擇命盤'],
      [{ character_id: -4 }, 'character_id', '請選擇命盤'],
    ];
    for (const [change, field, message] of cases) {
      const response = await add(token, { ...ringChoice(characterId), ...change });
      expect(response.status).toBe(422);
      expect(response.json.errors[field]).toEqual([message]);
    }
    expect(
      (await add(token, { ...wristChoice(characterId), fortune_wrist_size: 'XL' })).json.errors.fortune_wrist_size,
    ).toEqual(['請選擇手圍']);
    expect(await linesOf(member.id)).toHaveLength(0);
  });

  it("refuses another member's chart or a missing one with 查無此命盤，請重新選擇", async () => {
    const { member, token } = await createMemberWithToken();
    const other = await createMemberWithToken();
    const theirs = await chartOf(other.token);
    for (const characterId of [theirs, 999999]) {
      const response = await add(token, ringChoice(characterId));
      expect(response.status).toBe(422);
      expect(response.json.errors.character_id).toEqual(['查無此命盤，請重新選擇']);
    }
    expect(await linesOf(member.id)).toHaveLength(0);
  });

  it("adds a line by the spec's fortune fields alone (M §3), without character_id, and stores them", async () => {
    const { token } = await createMemberWithToken();
    const { character_id: _, ...choice } = ringChoice(0);
    const response = await add(token, { ...choice, ...lunarChartFortune });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      ...lunarChartFortune,
      character_id: null,
      fortune_birth_at: '2023-03-31 08:00:00',
      fortune_word: '甲',
      fortune_ring_size: '12.5',
      fortune_finger: 'R4',
      is_lucky: 1,
    });
    // An unknown time (吉) and a 國曆 date; the time-branch is worked out when not sent.
    const lucky = await add(token, {
      product_id: wrist.id,
      fortune_word: '子',
      fortune_wrist_size: 'M-21cm',
      ...lunarChartFortune,
      fortune_calendar: '國曆',
      fortune_year: '79',
      fortune_month: '5',
      fortune_day: '17',
      fortune_is_leap: 0,
      fortune_china_hour: undefined,
      fortune_hour: '吉',
      fortune_minute: '吉',
    });
    expect(lucky.status).toBe(200);
    expect(lucky.json.data).toMatchObject({
      fortune_calendar: '國曆',
      fortune_year: '79',
      fortune_china_hour: '吉時',
      fortune_hour: '吉',
      fortune_minute: '吉',
      fortune_birth_at: '1990-05-17 00:00:00',
    });
  });

  it("refuses fortune fields the chart's rules refuse, with the chart form's messages, and stores nothing", async () => {
    const { member, token } = await createMemberWithToken();
    const { character_id: _, ...choice } = ringChoice(0);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fortune_name: '' }, 'fortune_name', '請填寫姓名'],
      [{ fortune_gender: 'X' }, 'fortune_gender', '請選擇性別'],
      [{ fortune_calendar: '陰曆' }, 'fortune_calendar', '請選擇曆法'],
      [{ fortune_calendar: '國曆', fortune_year: '130' }, 'fortune_year', '民國出生年須介於 2 至 129 年'],
      [{ fortune_month: '' }, 'fortune_year', '請選擇出生月'],
      [{ fortune_is_leap: null }, 'fortune_is_leap', '請選擇是否為閏月'],
      [{ fortune_hour: '24' }, 'fortune_hour', '出生時間格式錯誤'],
    ];
    for (const [change, field, message] of cases) {
      const response = await add(token, { ...choice, ...lunarChartFortune, ...change });
      expect([change, response.status]).toEqual([change, 422]);
      expect([change, response.json.errors[field]]).toEqual([change, [message]]);
    }
    expect(await linesOf(member.id)).toHaveLength(0);
  });

  it('keeps the copied fields when the chart is deleted (character_id becomes null)', async () => {
    const { token } = await createMemberWithToken();
    const characterId = await chartOf(token);
    await add(token, ringChoice(characterId));
    await call('POST', 'user/characters/batch-delete', { token, body: { _method: 'delete', id: [characterId] } });
    expect((await cart(token)).data[0]).toMatchObject({
      character_id: null,
      fortune_name: 'Amy Lin',
      fortune_year: '112',
    });
  });
});

describe('12 instalments', () => {
  it('a lucky add with is_installment 1 removes the ordinary lines; an ordinary add then clears is_installment', async () => {
    const { token } = await createMemberWithToken();
    const characterId = await chartOf(token);
    await add(token, { product_id: limited.id });
    await add(token, ringChoice(characterId));
    const instalment = await add(token, { ...wristChoice(characterId), is_installment: 1 });
    expect(instalment.json.data.is_installment).toBe(1);
    expect((await cart(token)).data.map((line: Line) => [line.product_id, line.is_installment])).toEqual([
      [ring.id, 0],
      [wrist.id, 1],
    ]);

    await add(token, { product_id: limited.id });
    expect((await cart(token)).data.map((line: Line) => [line.product_id, line.is_installment])).toEqual([
      [ring.id, 0],
      [wrist.id, 0],
      [limited.id, 0],
    ]);
  });

  it('PUT is_installment 1 on a lucky line removes the ordinary lines; 0 keeps them', async () => {
    const { token } = await createMemberWithToken();
    const characterId = await chartOf(token);
    const lucky = (await add(token, ringChoice(characterId))).json.data;
    await add(token, { product_id: limited.id });
    const declined = await call('PUT', `user/shopping-carts/${lucky.id}`, { token, body: { is_installment: 0 } });
    expect(declined.status).toBe(200);
    expect((await cart(token)).data).toHaveLength(2);
    const chosen = await call('PUT', `user/shopping-carts/${lucky.id}`, { token, body: { is_installment: 1 } });
    expect(chosen.json.data).toMatchObject({ id: lucky.id, is_installment: 1, fortune_word: '甲' });
    expect((await cart(token)).data.map((line: Line) => line.id)).toEqual([lucky.id]);
    const personalised = await call('PUT', `user/shopping-carts/${lucky.id}`, {
      token,
      body: { ...ringChoice(characterId), fortune_word: '乙' },
    });
    expect(personalised.json.data).toMatchObject({ is_installment: 1, fortune_word: '乙' });
  });
});

describe('PUT user/shopping-carts/{id}', () => {
  it("sets an ordinary line's quantity within its limit", async () => {
    const { member, token } = await createMemberWithToken();
    const line = (await add(token, { product_id: limited.id })).json.data;
    const updated = await call('PUT', `user/shopping-carts/${line.id}`, { token, body: { product_quantity: 3 } });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({
      id: line.id,
      product_quantity: 3,
      products: { product_number: '08003' },
    });
    const refusals: [unknown, string][] = [
      [{ product_quantity: 4 }, '超過可購買數量，每筆最多 3 件'],
      [{ product_quantity: 0 }, '購買數量須為正整數'],
      [{ product_quantity: 'x' }, '購買數量須為正整數'],
      [{}, '購買數量須為正整數'],
    ];
    for (const [body, message] of refusals) {
      const response = await call('PUT', `user/shopping-carts/${line.id}`, { token, body });
      expect(response.status).toBe(422);
      expect(response.json.errors.product_quantity).toEqual([message]);
    }
    expect((await linesOf(member.id))[0].product_quantity).toBe(3);
  });

  it("changes a lucky line's personalisation whole and copies the chart again; quantity other than 1 is 422", async () => {
    const { token } = await createMemberWithToken();
    const lunar = await chartOf(token);
    const solar = await chartOf(token, solarChartBody);
    const line = (await add(token, ringChoice(lunar))).json.data;
    const changed = await call('PUT', `user/shopping-carts/${line.id}`, {
      token,
      body: { character_id: solar, fortune_word: '亥', fortune_ring_size: '3', fortune_finger: 'L5' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({
      id: line.id,
      character_id: solar,
      fortune_name: '王小明',
      fortune_calendar: '國曆',
      fortune_word: '亥',
      fortune_ring_size: '3',
      fortune_finger: 'L5',
      product_quantity: 1,
    });

    const bySpec = await call('PUT', `user/shopping-carts/${line.id}`, {
      token,
      body: {
        fortune_name: '陳大文',
        fortune_gender: 'M',
        fortune_calendar: '西元',
        fortune_year: '1985',
        fortune_month: '12',
        fortune_day: '1',
        fortune_is_leap: 0,
        fortune_china_hour: '子',
        fortune_hour: '23',
        fortune_minute: '30',
        fortune_word: '亥',
        fortune_ring_size: '3',
        fortune_finger: 'L5',
      },
    });
    expect(bySpec.status).toBe(200);
    expect(bySpec.json.data).toMatchObject({
      id: line.id,
      character_id: null,
      fortune_name: '陳大文',
      fortune_calendar: '西元',
      fortune_year: '1985',
      fortune_birth_at: '1985-12-01 23:30:00',
      result: null,
    });

    const partial = await call('PUT', `user/shopping-carts/${line.id}`, { token, body: { fortune_word: '丑' } });
    expect(partial.status).toBe(422);
    expect(partial.json.errors).toMatchObject({ character_id: ['請選擇命盤'], fortune_ring_size: ['請選擇戒圍'] });
    const quantity = await call('PUT', `user/shopping-carts/${line.id}`, { token, body: { product_quantity: 2 } });
    expect(quantity.json.errors.product_quantity).toEqual(['開運商品每筆數量固定為 1']);
    expect((await cart(token)).data[0]).toMatchObject({ fortune_word: '亥', product_quantity: 1 });
  });

  it("answers 404 查無此購物車商品 for another member's line, a missing id or a malformed one; nothing changes", async () => {
    const owner = await createMemberWithToken();
    const intruder = await createMemberWithToken();
    const line = (await add(owner.token, { product_id: limited.id })).json.data;
    const before = await linesOf(owner.member.id);
    for (const id of [line.id, 999999, 'abc', '-1', '1e3', '99999999999']) {
      const response = await call('PUT', `user/shopping-carts/${id}`, {
        token: intruder.token,
        body: { product_quantity: 2 },
      });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('查無此購物車商品');
    }
    expect(await linesOf(owner.member.id)).toEqual(before);
  });
});

describe('DELETE user/shopping-carts', () => {
  it("removes one line; another member's line is 404 and stays", async () => {
    const owner = await createMemberWithToken();
    const intruder = await createMemberWithToken();
    const line = (await add(owner.token, { product_id: limited.id })).json.data;
    const refused = await call('DELETE', `user/shopping-carts/${line.id}`, { token: intruder.token });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('查無此購物車商品');
    expect(await linesOf(owner.member.id)).toHaveLength(1);
    expect((await call('DELETE', `user/shopping-carts/${line.id}`, { token: owner.token })).json).toEqual({
      message: '已移除',
    });
    expect(await linesOf(owner.member.id)).toHaveLength(0);
    expect((await call('DELETE', `user/shopping-carts/${line.id}`, { token: owner.token })).status).toBe(404);
  });

  it("removes every line of one product by its id, and only the caller's", async () => {
    const { member, token } = await createMemberWithToken();
    const other = await createMemberWithToken();
    const characterId = await chartOf(token);
    await add(token, ringChoice(characterId));
    await add(token, ringChoice(characterId));
    await add(token, { product_id: limited.id });
    await add(other.token, ringChoice(await chartOf(other.token)));
    const removed = await call('DELETE', `user/shopping-carts/products/${ring.id}`, { token });
    expect(removed.json).toEqual({ message: '已移除', data: { removed: 2 } });
    expect((await linesOf(member.id)).map((line) => line.product_id)).toEqual([limited.id]);
    expect(await linesOf(other.member.id)).toHaveLength(1);
    for (const id of [ring.id, 'abc'])
      expect((await call('DELETE', `user/shopping-carts/products/${id}`, { token })).json.message).toBe(
        '查無此購物車商品',
      );
  });

  it("clears the caller's cart, also when it is already empty", async () => {
    const { member, token } = await createMemberWithToken();
    const other = await createMemberWithToken();
    await add(token, { product_id: limited.id });
    await add(other.token, { product_id: limited.id });
    for (let i = 0; i < 2; i++) {
      const cleared = await call('DELETE', 'user/shopping-carts', { token });
      expect(cleared.status).toBe(200);
      expect(cleared.json.message).toBe('已清空購物車');
    }
    expect(await linesOf(member.id)).toHaveLength(0);
    expect(await linesOf(other.member.id)).toHaveLength(1);
  });
});

describe('GET user/shopping-carts', () => {
  it("lists only the caller's lines, oldest first, with their products and nothing removed", async () => {
    const { token } = await createMemberWithToken();
    const other = await createMemberWithToken();
    const plenty = await makeProduct({ quantity: 30 });
    await add(token, { product_id: plenty.id, product_quantity: 2 });
    await add(token, { product_id: limited.id });
    await add(other.token, { product_id: limited.id });
    const { data, removed } = await cart(token);
    expect(removed).toEqual([]);
    expect(
      data.map((line: Line & { products: { id: number } }) => [
        line.product_id,
        line.product_quantity,
        line.out_of_stock,
        line.products.id,
      ]),
    ).toEqual([
      [plenty.id, 2, 0, plenty.id],
      [limited.id, 1, 0, limited.id],
    ]);
    // The shop's additions (created_at, updated_at) stay in the embedded API's answers.
    for (const line of data)
      expect(line).toMatchObject({ created_at: expect.any(String), updated_at: expect.any(String) });
  });

  it('removes ordinary lines at zero stock with their message; lucky lines stay, marked out_of_stock', async () => {
    const { member, token } = await createMemberWithToken();
    const soldOut = await makeProduct({ quantity: 3 });
    const characterId = await chartOf(token);
    await add(token, { product_id: soldOut.id });
    const lucky = (await add(token, wristChoice(characterId))).json.data;
    await updateProduct(soldOut.id, { quantity: 0 });
    await updateProduct(wrist.id, { quantity: 0 });
    try {
      const { data, removed } = await cart(token);
      expect(removed).toEqual([
        {
          id: expect.any(Number),
          product_id: soldOut.id,
          name: soldOut.name,
          reason: 'out_of_stock',
          message: `${soldOut.name} 已無庫存，將自動從購物車移除`,
        },
      ]);
      expect(data.map((line: Line) => [line.id, line.out_of_stock])).toEqual([[lucky.id, 1]]);
      expect((await linesOf(member.id)).map((line) => line.id)).toEqual([lucky.id]);
      expect((await cart(token)).removed).toEqual([]);
    } finally {
      await updateProduct(wrist.id, { quantity: wrist.quantity });
    }
  });

  it('removes status-0 and testing lines silently for a non-tester, keeps them for a tester', async () => {
    const plain = await createMemberWithToken();
    const tester = await createMemberWithToken({ is_tester: 1 });
    const retired = await makeProduct();
    const trial = await makeProduct();
    for (const { token } of [plain, tester]) {
      await add(token, { product_id: retired.id });
      await add(token, { product_id: trial.id });
    }
    await updateProduct(retired.id, { status: 0 });
    await updateProduct(trial.id, { is_testing: 1 });

    const seen = await cart(plain.token);
    expect(seen.data).toEqual([]);
    expect(
      seen.removed.map((line: { product_id: number; reason: string; message: string }) => [
        line.product_id,
        line.reason,
        line.message,
      ]),
    ).toEqual([
      [retired.id, 'unavailable', ''],
      [trial.id, 'unavailable', ''],
    ]);
    expect(await linesOf(plain.member.id)).toHaveLength(0);
    expect((await cart(tester.token)).data).toHaveLength(2);
  });

  it('removes a line whose product left its publication window, for a tester too', async () => {
    const tester = await createMemberWithToken({ is_tester: 1 });
    const seasonal = await makeProduct();
    await add(tester.token, { product_id: seasonal.id });
    await updateProduct(seasonal.id, { finished_at: '2020-01-01 00:00:00' });
    expect((await cart(tester.token)).removed).toMatchObject([{ product_id: seasonal.id, reason: 'unavailable' }]);
  });
});

describe('the 100-line cap', () => {
  it('refuses a new line past 100 with 購物車品項已達上限, but still sums into an existing ordinary line', async () => {
    const { member, token } = await createMemberWithToken();
    const characterId = await chartOf(token);
    await add(token, { product_id: limited.id });
    const db = await getDb();
    await db.insert(shoppingCarts).values(
      Array.from({ length: 99 }, () => ({
        member_id: member.id,
        product_id: ring.id,
        is_lucky: 1,
        fortune_word: '甲',
      })),
    );

    const lucky = await add(token, ringChoice(characterId));
    expect(lucky.status).toBe(422);
    expect(lucky.json.message).toBe('購物車品項已達上限');
    const ordinary = await add(token, { product_id: (await makeProduct()).id });
    expect(ordinary.json.message).toBe('購物車品項已達上限');
    expect((await add(token, { product_id: limited.id })).json.data.product_quantity).toBe(2);
    expect(await linesOf(member.id)).toHaveLength(100);
  });
});

describe('concurrent adds', () => {
  it('10 parallel adds of one product by one member end in one line with the summed quantity', async () => {
    const { member, token } = await createMemberWithToken();
    const plenty = await makeProduct({ quantity: 500 });
    const answers = await racing(() =>
      Promise.all(Array.from({ length: 10 }, () => add(token, { product_id: plenty.id, product_quantity: 2 }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await linesOf(member.id)).map((line) => line.product_quantity)).toEqual([20]);
  });

  it('parallel adds past the limit never exceed it', async () => {
    const { member, token } = await createMemberWithToken();
    const answers = await racing(() =>
      Promise.all(Array.from({ length: 10 }, () => add(token, { product_id: limited.id }))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(7);
    const plenty = await makeProduct({ quantity: 500 });
    const more = await racing(() =>
      Promise.all(Array.from({ length: 20 }, () => add(token, { product_id: plenty.id, product_quantity: 7 }))),
    );
    expect(more.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect((await linesOf(member.id)).map((line) => line.product_quantity)).toEqual([3, 49]);
  });
});

describe('every call needs a token', () => {
  it('answers 401 without one', async () => {
    for (const [method, path] of [
      ['GET', 'user/shopping-carts'],
      ['POST', 'user/shopping-carts'],
      ['PUT', 'user/shopping-carts/1'],
      ['DELETE', 'user/shopping-carts/1'],
      ['DELETE', 'user/shopping-carts/products/1'],
      ['DELETE', 'user/shopping-carts'],
    ]) {
      expect(
        (
          await call(method, path, {
            body: method === 'GET' || method === 'DELETE' ? undefined : { product_id: limited.id },
          })
        ).status,
      ).toBe(401);
    }
  });
});
