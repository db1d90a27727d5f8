import { handle } from '@/backend';
import { inSpecDialect } from '@/backend/http/spec-dialect';
import { findCall } from '@/lib/calls/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';
import { apiRequest, createMemberWithToken, withFreshDatabase } from '../support/api';
import { captureLog } from '../support/log-lines';
import { addToCart, orderPayload, productWith, readyToOrder } from '../support/orders';
import { productByNumber } from '../support/products';

withFreshDatabase();

/** The embedded API in its spec-only mode (API_DIALECT=spec), as backend/index.ts makes it. */
const specApi = inSpecDialect(handle);

async function ask(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  // `/fortune` is beside the API (P §7's external service), not under /api/web/.
  const response = await specApi(
    apiRequest(method, path.startsWith('/') ? `http://embedded.local${path}` : path, options),
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const SLASHED = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

describe('the spec-only mode of the embedded API (API_DIALECT=spec)', () => {
  it('has no call the spec does not name, and warns of each asked', async () => {
    const log = captureLog('warn');
    try {
      for (const [method, path] of [
        ['GET', 'health'],
        ['GET', 'articles/tree'],
        ['GET', 'products/sitemap'],
      ] as const) {
        const answer = await ask(method, path);
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      }
      const { token } = await createMemberWithToken();
      for (const path of [
        'performances',
        'fortune?Yeartype=3&Year=1990&Month=5&Day=17&gender=M&leapyear=0&hour=14&minute=30',
      ])
        expect((await ask('GET', path, { token })).status).toBe(404);
      expect(
        log
          .lines()
          .filter((line) => line.msg === 'spec dialect: a call the spec does not name')
          .map((line) => line.call),
      ).toEqual(['GET health', 'GET articles/tree', 'GET products/sitemap', 'GET performances', 'GET fortune']);
    } finally {
      log.stop();
    }
  });

  it('answers base-record dates with slashes, in the contract, and nothing the spec does not name', async () => {
    const { token } = await createMemberWithToken();
    const images = await ask('GET', 'system-images');
    expect(images.json.data[0].created_at).toMatch(SLASHED);
    expect(checkAnswer(findCall('GET', 'system-images')!, 200, images.json)).toBeUndefined();
    const offices = await ask('GET', 'offices');
    expect(offices.json.data.every((office: object) => !('fax' in office))).toBe(true);
    const methods = await ask('GET', 'payment-methods');
    expect(methods.json.data.some((method: object) => 'max_installment' in method)).toBe(false);
    const member = await ask('GET', 'users', { token });
    expect(member.json.data.created_at).toMatch(SLASHED);
  });

  it('places an order without the key or the cart_id, its answer "payment and url", its dates dashed (member §9)', async () => {
    const { token, payload } = await readyToOrder();
    const placed = await ask('POST', 'orders', {
      token,
      body: payload,
      headers: { 'Idempotency-Key': 'ignored-key-1' },
    });
    expect(placed.status).toBe(201);
    expect(placed.json.data).toMatchObject({ payment: 'ATM', url: null });
    const list = await ask('GET', 'orders', { token });
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The key is not read: the same key again is another order, as on an API that never heard of it.
    const { payload: again } = await orderPayload([await addToCart(token, await productWith())]).then((body) => ({
      payload: body,
    }));
    expect(
      (await ask('POST', 'orders', { token, body: again, headers: { 'Idempotency-Key': 'ignored-key-1' } })).status,
    ).toBe(201);
    expect((await ask('GET', 'orders', { token })).json.data).toHaveLength(2);
  });

  it('keeps a chart’s birth as the payload wrote it (member §7), its base-record dates slashed', async () => {
    const { token } = await createMemberWithToken();
    const chart = await ask('POST', 'user/characters', {
      token,
      body: {
        name: '王小明',
        gender: 'M',
        calendar: '西元',
        china_hour: '未',
        hour: '14',
        minute: '30',
        is_leap: 0,
        birth_at: '1990-05-17 14:30:00',
        result: '',
      },
    });
    expect(chart.status).toBe(201);
    expect(chart.json.data.birth_at).toBe('1990-05-17 14:30:00');
    expect(chart.json.data.created_at).toMatch(SLASHED);
  });

  it('reads a cart line without the shop’s additions and warns of those a request carried', async () => {
    const { token } = await createMemberWithToken();
    const product = await productByNumber('08003');
    const log = captureLog('warn');
    try {
      const added = await ask('POST', 'user/shopping-carts', {
        token,
        body: { product_id: product.id, product_quantity: 1, character_id: 99999 },
      });
      // character_id is not read: an ordinary product added as if it were not there (not 422 查無此命盤).
      expect(added.status).toBe(200);
      const warned = log.lines().find((line) => line.msg === "spec dialect: the shop's additions left unread");
      expect(warned).toMatchObject({ call: 'POST user/shopping-carts', fields: ['character_id'] });
    } finally {
      log.stop();
    }
  });

  it('serves the fortune conversion as P §7’s external service, beside the API', async () => {
    const answer = await ask(
      'GET',
      '/fortune?Yeartype=3&Year=1990&Month=5&Day=17&gender=M&leapyear=0&hour=14&minute=30',
    );
    expect(answer.status).toBe(200);
    expect(answer.json.gz).toHaveLength(4);
    const refused = await ask(
      'GET',
      '/fortune?Yeartype=3&Year=2023&Month=2&Day=29&gender=M&leapyear=0&hour=14&minute=30',
    );
    expect(refused).toEqual({ status: 422, json: expect.objectContaining({ errorstatus: 1 }) });
  });
});
