import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { orders } from '@/backend/db/schema';
import { checkMacValue } from '@/backend/services/payment/check-mac-value';
import { ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { postForm, withFreshDatabase } from '../support/api';
import { withTempDataDir } from '../support/env';
import { readyToOrder, stockOf, submitOrder } from '../support/orders';

withFreshDatabase();

/**
 * The demo's own payment keys live in DATA_DIR/payment-keys (docs/decisions/0070-payment-keys-are-the-operators.md).
 * A file that holds no keys of the gateway's length is refused on every call, never kept and used:
 * issue 35 found `{}` refused once, then taken, so that a notice signed with the text `undefined` paid an order.
 */
const dataDir = withTempDataDir('payment-keys-');

const notify = (fields: Record<string, string>) => postForm('/api/web/payments/notify', fields);

it.each([['{}'], ['{"hashKey":"short","hashIv":"short"}'], ['not JSON']])(
  'a keys file holding %s: every card order is 503 4009, none stored; a notice signed with `undefined` is refused',
  async (content) => {
    writeFileSync(path.join(dataDir(), 'payment-keys'), content);
    const { token, product, payload, member } = await readyToOrder({ payload: { payment: 2, installment: 0 } });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await submitOrder(token, payload)).toMatchObject({
        status: 503,
        json: { status_from_backend: 4009, message: ORDER_SUBMIT_ERRORS[4009].message },
      });
    }
    expect(await stockOf(product.id)).toBe(100);
    expect(await (await getDb()).select().from(orders).where(eq(orders.member_id, member.id))).toHaveLength(0);

    const params = {
      MerchantID: '3002607',
      MerchantTradeNo: 'W20261128000001',
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: 'FORGED0000001',
      TradeAmt: String(payload.total_price),
      PaymentDate: '2026/11/28 10:00:00',
      PaymentType: 'Credit_CreditCard',
    };
    const answer = await notify({ ...params, CheckMacValue: checkMacValue(params, 'undefined', 'undefined') });
    expect([answer.status, answer.text]).toEqual([400, '0|Error']);
  },
);

it('once the file holds two 16-character keys, orders are taken again', async () => {
  writeFileSync(
    path.join(dataDir(), 'payment-keys'),
    JSON.stringify({ hashKey: 'A'.repeat(16), hashIv: 'B'.repeat(16) }),
  );
  const { token, payload } = await readyToOrder({ payload: { payment: 2, installment: 0 } });
  expect((await submitOrder(token, payload)).status).toBe(201);
});
