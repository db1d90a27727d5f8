import { getISODay, parseISO } from 'date-fns';
import { taipeiDate } from '@/lib/domain/clock';
import { OFFERED_REMITTANCE_DAYS } from '@/lib/domain/orders';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('shop settings', () => {
  it('lists the payment methods under the spec’s ids, and answers one by id', async () => {
    const { json } = await call('GET', 'payment-methods');
    expect(json.data.map((method: { id: number; code: string }) => [method.id, method.code])).toEqual([
      [1, 'taiShinCard'],
      [2, 'card'],
      [3, 'unionPay'],
      [4, 'ATM'],
    ]);
    expect((await call('GET', 'payment-methods/4')).json.data).toMatchObject({ id: 4, code: 'ATM', name: 'ATM 轉帳' });
    const missing = await call('GET', 'payment-methods/99');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('查無此付款方式');
  });

  it('lists the first remittance days from today on, working days in order', async () => {
    const today = taipeiDate(new Date());
    const { json } = await call('GET', 'remittance-days');
    const days: string[] = json.data.map((row: { day: string }) => row.day);
    expect(days.length).toBe(OFFERED_REMITTANCE_DAYS);
    expect(days).toEqual([...days].sort());
    expect(days.every((day) => day >= today && getISODay(parseISO(day)) <= 5)).toBe(true);
  });

  it('answers an open shop and a settlement that is not running', async () => {
    expect((await call('GET', 'shop-systems')).json.data[0]).toMatchObject({ status: 1 });
    expect((await call('GET', 'settlement-days')).json.data[0]).toMatchObject({ status: 0 });
  });

  it('lists the love codes of donation organisations', async () => {
    const { json } = await call('GET', 'love-codes');
    expect(json.data.length).toBeGreaterThan(0);
    for (const code of json.data) {
      expect(code.love_code).toMatch(/^\d{3,7}$/);
      expect(code.status).toBe(1);
    }
  });

  it('lists shipping rules 1 to 5: NT$100 main island free from 5,000, outlying islands free from 10,000', async () => {
    const { json } = await call('GET', 'shipping-rules');
    const rules: { id: number; shipping_fee: number; free_shipping: number }[] = json.data;
    expect(rules.map((rule) => rule.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rules[0]).toMatchObject({ shipping_fee: 100, free_shipping: 5000 });
    for (const rule of rules.slice(1)) {
      expect(rule.free_shipping).toBe(10000);
      expect([200, 250]).toContain(rule.shipping_fee);
    }
  });

  it('answers the step-5 texts: entry 0 success, entry 1 failure', async () => {
    const { json } = await call('GET', 'shopping-result-views');
    expect(json.data[0].title).toBe('感謝您的訂購');
    expect(json.data[1].title).toBe('交易失敗');
    expect((await call('GET', `shopping-result-views/${json.data[1].id}`)).json.data).toEqual(json.data[1]);
    expect((await call('GET', 'shopping-result-views/99999')).status).toBe(404);
  });

  it('lists two delivery methods: 51 home delivery and office pickup', async () => {
    const { json } = await call('GET', 'delivery-methods');
    expect(json.data.map((method: { code: string; name: string }) => [method.code, method.name])).toEqual([
      ['51', '宅配到府'],
      ['office', '營業所自取'],
    ]);
  });
});
