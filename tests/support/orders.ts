import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { members, products, shippingRules } from '@/backend/db/schema';
import { HOME_DELIVERY_CODE } from '@/lib/domain/checkout/schema';
import { shippingFee } from '@/lib/domain/orders';
import { call, createMemberWithToken } from './api';
import { solarChartBody } from './member-records';
import { homeDeliveryAtm } from '../../scripts/lib/order-payload';
import { makeProduct } from './products';

type MemberOverrides = Partial<typeof members.$inferInsert>;
type ProductRow = typeof products.$inferSelect;

/** A member who may shop: activated, e-mail set, valid until far ahead, a mobile barcode of their own. */
export const shopper = (overrides: MemberOverrides = {}) =>
  createMemberWithToken({
    email: 'shopper@example.com.tw',
    expiry_day: '2099-12-31',
    barcode01: '/ABC1234',
    ...overrides,
  });

/**
 * An ordinary product of the test's own (tests/support/products.ts) at fixed figures the tests count
 * with: member price NT$1,200, PV 960, 100 in stock, no purchase limit, no free-shipping quantities.
 */
export const productWith = (values: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> =>
  makeProduct({
    price: 1500,
    member_price: 1200,
    pv: 960,
    quantity: 100,
    max_limited_buy: null,
    free_shipping_quantity: null,
    abroad_free_shipping_quantity: null,
    ...values,
  });

export const stockOf = async (productId: number) => {
  const [row] = await (
    await getDb()
  )
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row.quantity;
};

export type Line = { line: { id: number; product_quantity: number }; product: ProductRow };

/** POST user/shopping-carts: the member's line of the product. */
export async function addToCart(token: string, product: ProductRow, quantity = 1): Promise<Line> {
  const response = await call('POST', 'user/shopping-carts', {
    token,
    body: { product_id: product.id, product_quantity: quantity },
  });
  if (response.status !== 200 || !response.json.data?.id)
    throw new Error(`add to cart failed: ${response.status} ${JSON.stringify(response.json)}`);
  return { line: response.json.data, product };
}

/** A POST orders body: any field may be overridden, the totals are always numbers. */
export type Payload = Record<string, unknown> & { shipping_fee: number; total_price: number; total_pv: number };

let remittanceDay: string | undefined;
export async function firstRemittanceDay() {
  remittanceDay ??= (await call('GET', 'remittance-days')).json.data[0].day as string;
  return remittanceDay;
}

/**
 * An order payload as the checkout would send it for these lines: an individual's home delivery to
 * Taichung (407), member carrier, ATM on the first remittance day; totals computed with the shop's
 * own rules (lib/domain), so a test changes only what it is about.
 */
export async function orderPayload(lines: Line[], overrides: Record<string, unknown> = {}): Promise<Payload> {
  const base: Record<string, unknown> = {
    order_items: lines.map(({ line, product }) => ({
      cart_id: line.id,
      product_id: product.id,
      product_number: product.product_number,
      quantity: line.product_quantity,
    })),
    ...homeDeliveryAtm(await firstRemittanceDay()),
    ...overrides,
  };
  const goods = lines.reduce((sum, { line, product }) => sum + product.member_price * line.product_quantity, 0);
  const pv = lines.reduce((sum, { line, product }) => sum + product.pv * line.product_quantity, 0);
  const rules = await (await getDb()).select().from(shippingRules);
  const home = base.delivery_code === HOME_DELIVERY_CODE;
  const fee = shippingFee({
    rules,
    postalCode: home ? String(base.postal_code) : null,
    total: goods,
    lines: lines.map(({ line, product }) => ({ product_quantity: line.product_quantity, products: product })),
  });
  // `base` carries the overrides, totals included: a test may tamper with them.
  return { shipping_fee: fee, total_price: goods + fee, total_pv: pv, ...base };
}

/** POST orders with a fresh (or the given) Idempotency-Key. */
export const submitOrder = (token: string, body: unknown, key: string = randomUUID()) =>
  call('POST', 'orders', { token, body, headers: { 'Idempotency-Key': key } });

/** A member with a cart line of a product and the payload to order it. */
export async function readyToOrder(
  options: {
    member?: MemberOverrides;
    product?: Partial<typeof products.$inferInsert>;
    quantity?: number;
    payload?: Record<string, unknown>;
  } = {},
) {
  const { member, token } = await shopper(options.member);
  const product = await productWith(options.product);
  const line = await addToCart(token, product, options.quantity);
  return { member, token, product, line, payload: await orderPayload([line], options.payload) };
}

/** A lucky ring's cart line personalised with a chart saved for it (甲, size 10, right ring finger), with `extra` fields. */
export async function luckyRingLine(token: string, ringId: number, extra: Record<string, unknown> = {}) {
  const chart = await call('POST', 'user/characters', { token, body: solarChartBody });
  const lucky = await call('POST', 'user/shopping-carts', {
    token,
    body: {
      product_id: ringId,
      character_id: chart.json.data.id,
      fortune_word: '甲',
      fortune_ring_size: '10',
      fortune_finger: 'R4',
      ...extra,
    },
  });
  return { lucky };
}
