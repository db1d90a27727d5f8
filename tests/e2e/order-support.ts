import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { activityOutcomes, chosenUnits, submittedActivities, type ActivityLike } from '../../lib/domain/activities';
import { taipeiDateTime } from '../../lib/domain/clock';
import { isLuckyProductNumber } from '../../lib/domain/lucky-products';
import { shippingFee, type ShippingRule } from '../../lib/domain/orders/shipping';
import { homeDeliveryAtm, ORDER_POSTAL_CODE } from '../../scripts/lib/order-payload';
import { DEMO_PASSWORD } from './member-support';

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** A product as GET products answers it, what the order helpers read of it. */
export type Product = {
  id: number;
  name: string;
  product_number: string;
  member_price: number;
  pv: number;
  quantity: number;
  is_testing: number;
  free_shipping_quantity: number | null;
  abroad_free_shipping_quantity: number | null;
};
type CartLine = { id: number; product_id: number; product_quantity: number; is_lucky: number; products: Product };

/** Logs a request context in (its own cookie jar: a second member beside the page's). */
export async function loginRequest(request: APIRequestContext, username: string) {
  const response = await request.post('/api/session/login', {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An ordinary product in stock, cheap enough that two stay under the free-shipping total (so a fee
 * line is made), and no running activity's condition product (two of those would need a gift choice).
 */
async function ordinaryProduct(request: APIRequestContext): Promise<Product> {
  const { data } = await json<{ data: Product[] }>(await request.get('/api/web/products?page=1'));
  const { data: activities } = await json<{ data: { ruleable: { activity_products: { id: number }[] } }[] }>(
    await request.get('/api/web/activities'),
  );
  const conditions = new Set(
    activities.flatMap((activity) => activity.ruleable.activity_products.map((product) => product.id)),
  );
  const product = data.find(
    (item) =>
      !isLuckyProductNumber(item.product_number) &&
      item.is_testing !== 1 &&
      item.quantity >= 20 &&
      item.member_price * 2 < 5000 &&
      !item.free_shipping_quantity &&
      !conditions.has(item.id),
  );
  expect(product, 'an ordinary product under NT$2,500 with stock').toBeTruthy();
  return product!;
}

/** The activities the order earns, as step 1 would send them, the first gift left chosen wherever the member chooses. */
function earnedActivities(running: ActivityLike[], line: CartLine) {
  const outcomes = activityOutcomes(running, [line], taipeiDateTime(new Date()));
  const choices = Object.fromEntries(
    outcomes.flatMap((outcome) => {
      const option = outcome.choice?.options.find((gift) => chosenUnits(outcome, gift.product_id) > 0);
      return option ? [[outcome.activity_id, { product_id: option.product_id, times: outcome.times }]] : [];
    }),
  );
  return submittedActivities(outcomes, choices);
}

/**
 * Places an order delivered home to Taichung through the BFF, as step 4 would: the product goes into
 * the member's cart (POST user/shopping-carts), then POST orders with that cart line, totals from the
 * shop's own rules and an Idempotency-Key. ATM unless `card` (then the answer's `url` is the gateway's
 * page). `business` members name their invoice destination.
 */
export async function placeOrder(request: APIRequestContext, { business = false, quantity = 2, card = false } = {}) {
  const product = await ordinaryProduct(request);
  const headers = { Origin: origin() };
  await json(
    await request.post('/api/bff/user/shopping-carts', {
      data: { product_id: product.id, product_quantity: quantity },
      headers,
    }),
  );
  const cart = await json<{ data: CartLine[] }>(await request.get('/api/bff/user/shopping-carts'));
  const line = cart.data.find((item) => item.product_id === product.id && item.is_lucky !== 1);
  expect(line, 'the cart line just added').toBeTruthy();

  const [{ data: days }, { data: rules }, { data: running }] = await Promise.all([
    json<{ data: { day: string }[] }>(await request.get('/api/web/remittance-days')),
    json<{ data: ShippingRule[] }>(await request.get('/api/web/shipping-rules')),
    json<{ data: ActivityLike[] }>(await request.get('/api/bff/activities')),
  ]);
  const goods = line!.products.member_price * line!.product_quantity;
  const fee = shippingFee({ rules, postalCode: ORDER_POSTAL_CODE, total: goods, lines: [line!] });
  const payload = {
    order_items: [
      {
        cart_id: line!.id,
        product_id: product.id,
        product_number: product.product_number,
        quantity: line!.product_quantity,
      },
    ],
    ...homeDeliveryAtm(days[0].day),
    activities: earnedActivities(running, line!),
    invoice_accept_type: business ? 1 : null,
    carrier_type: business ? null : 1,
    shipping_fee: fee,
    total_price: goods + fee,
    total_pv: line!.products.pv * line!.product_quantity,
    // A card order (信用卡, paid at once) continues at the gateway's page: the answer's `url`.
    ...(card ? { payment: 2, installment: 0, atm_day: null, card_number: null } : {}),
  };
  const response = await request.post('/api/bff/orders', {
    data: payload,
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { id: number; order_number: string; order_status: number; url: string | null };
  };
  return { ...data, product, total: goods + fee, fee };
}
