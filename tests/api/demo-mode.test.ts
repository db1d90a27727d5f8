import { call, withFreshDatabase } from '../support/api';
import { restoreEnvAfterEach } from '../support/env';

withFreshDatabase();

/**
 * Issue 12: the demo-only calls (`_dev/sms` shows every one-time code; the payment sandbox marks
 * orders paid; `_dev/products/{id}/quantity` for e2e) answer only while the embedded API serves the
 * demo: with DEMO_MODE=0, or on the company API (API_BASE_URL), they are an unknown path.
 */
// Every row has its body (undefined for a GET): with two values jest would pass `done` as the third argument.
const DEMO_CALLS: [string, string, unknown][] = [
  ['GET', '_dev/sms', undefined],
  ['PUT', '_dev/products/1/quantity', { quantity: 5 }],
  ['GET', 'payment-sandbox/checkout?MerchantTradeNo=W1', undefined],
  ['POST', 'payment-sandbox/pay', { decision: 'approve' }],
  ['GET', 'payment-sandbox/transfer?MerchantTradeNo=W1', undefined],
  ['POST', 'payment-sandbox/transfer/confirm', { MerchantTradeNo: 'W1' }],
  ['PUT', '_dev/orders/W1/age', { minutes: 60 }],
  ['PUT', '_dev/maintenance', { closed: false }],
  ['POST', '_dev/members', {}],
  ['DELETE', '_dev/members/1', undefined],
];

restoreEnvAfterEach('DEMO_MODE', 'API_BASE_URL', 'E2E_HOOKS');

describe('with DEMO_MODE=0', () => {
  it.each(DEMO_CALLS)('%s %s is 404 JSON, even with E2E_HOOKS=1', async (method, path, body) => {
    process.env.DEMO_MODE = '0';
    process.env.E2E_HOOKS = '1';
    const response = await call(method, path, { body });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: '找不到這個 API 路徑' });
  });

  it('the codes stay hidden even after an SMS was sent', async () => {
    expect((await call('POST', 'forgot-password', { body: { identity_card: 'A123456789' } })).status).toBe(200);
    process.env.DEMO_MODE = '0';
    const response = await call('GET', '_dev/sms');
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.json)).not.toMatch(/\d{6}/);
  });
});

describe("with API_BASE_URL set (the embedded API is not the shop's API)", () => {
  it.each(DEMO_CALLS)('%s %s is 404 JSON', async (method, path, body) => {
    delete process.env.DEMO_MODE;
    process.env.API_BASE_URL = 'https://api.example.com/api';
    expect((await call(method, path, { body })).status).toBe(404);
  });
});

describe('while the demo runs (DEMO_MODE unset)', () => {
  it('GET _dev/sms lists the codes sent, newest first', async () => {
    delete process.env.DEMO_MODE;
    const response = await call('GET', '_dev/sms');
    expect(response.status).toBe(200);
    expect(response.json.data[0].code).toMatch(/^\d{6}$/);
  });
});
