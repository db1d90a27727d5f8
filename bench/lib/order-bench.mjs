// Member order calls for `npm run bench`: POST orders and GET orders/search with demo members' tokens.
//
// Every measured POST orders must be a real 201 order, and an order consumes the cart lines it names:
// a cart cannot be filled beforehand for thousands of orders (one ordinary line per product, at most 100
// lines). So each autocannon connection runs a two-request sequence: add 1 of a product to the cart
// (POST user/shopping-carts), then order exactly that line (POST orders, ATM, office pickup, a fresh
// Idempotency-Key), its payload built from the add's answer in autocannon's request hooks. Only the
// order requests are reported: autocannon emits each response's own time, and a 201 is an order
// (an add answers 200). Two connections never share a (member, product) pair at the same time (a shared
// one would sum two adds into one line and the order would rightly answer 4008): each sequence takes a
// free pair from a pool and gives it back when its order has answered. The orders are cancelled after
// the run (their stock goes back), so every run finds the same stock.

import { randomUUID } from 'node:crypto';

/**
 * The demo members who may shop, each with the invoice fields their kind of member needs. The first
 * is the searcher: the order bench runs on the others, so the searcher's list holds a realistic
 * history (HISTORY orders in the window) instead of every order the bench ever made.
 */
const SHOPPERS = [
  { username: 'A123456789', invoice: { carrier_type: 1 } },
  { username: 'B223456782', invoice: { carrier_type: 1 } },
  { username: '12345675', invoice: { invoice_accept_type: 3, invoice_address: '05' } },
];
const HISTORY = 30;
const PASSWORD = 'demo2026';
const PICKUP_OFFICE = '03';

const auth = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function login(base, username) {
  const response = await fetch(`${base}/api/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`${username} could not log in (${response.status})`);
  return (await response.json()).access_token;
}

/**
 * The shoppers' tokens (carts emptied: the cart bench leaves lines at their limits) and the pairs the
 * sequences take, over `products` ({id, limit} of the cart bench's ordinary products) with ample stock.
 */
export async function prepareOrderBench(base, products) {
  const shoppers = [];
  for (const { username, invoice } of SHOPPERS) {
    const token = await login(base, username);
    const cleared = await fetch(`${base}/api/web/user/shopping-carts`, { method: 'DELETE', headers: auth(token) });
    if (!cleared.ok) throw new Error(`clearing ${username}'s cart answered ${cleared.status}`);
    shoppers.push({ token, invoice });
  }
  const atmDay = (await (await fetch(`${base}/api/web/remittance-days`)).json()).data[0].day;
  const ample = products.filter((product) => product.limit >= 20);
  const pairs = ample.flatMap((product) => shoppers.slice(1).map((shopper) => ({ ...shopper, productId: product.id })));
  return { shoppers, atmDay, pairs, products: ample };
}

/** The order of one freshly added line: office pickup (no shipping), ATM, totals from the add's answer. */
function orderBody(line, { invoice }, atmDay) {
  const { products: product } = line;
  return JSON.stringify({
    order_items: [
      {
        cart_id: line.id,
        product_id: product.id,
        product_number: product.product_number,
        quantity: line.product_quantity,
      },
    ],
    activities: [],
    sale_territory: PICKUP_OFFICE,
    delivery_code: PICKUP_OFFICE,
    receiver: '林志明',
    receiver_phone: '0912111222',
    ...invoice,
    payment: 4,
    atm_day: atmDay,
    card_number: '12345',
    shipping_fee: 0,
    total_price: product.member_price * line.product_quantity,
    total_pv: product.pv * line.product_quantity,
    terms_agree: 1,
  });
}

/** autocannon options for the add-then-order sequence, and what the run made (order times, failures, orders to cancel). */
export function orderPostTarget(base, setup) {
  const free = [...setup.pairs];
  const made = { times: [], failures: 0, orders: [], refusals: {} };
  // What a failed add or order answered (status and message), to tell a real fault from the run's own limits.
  const refused = (status, body) => {
    const message = (() => {
      try {
        return JSON.parse(body).message;
      } catch {
        return '';
      }
    })();
    const kind = `${status} ${message}`;
    made.refusals[kind] = (made.refusals[kind] ?? 0) + 1;
  };
  const release = (context) => {
    if (context.pair) free.push(context.pair);
    context.pair = undefined;
  };
  const options = {
    url: `${base}/api/web/orders`,
    requests: [
      {
        method: 'POST',
        path: '/api/web/user/shopping-carts',
        setupRequest: (request, context) => {
          context.pair = free.shift();
          if (!context.pair) throw new Error('more connections than (member, product) pairs');
          return {
            ...request,
            headers: auth(context.pair.token),
            body: JSON.stringify({ product_id: context.pair.productId }),
          };
        },
        onResponse: (status, body, context) => {
          context.line = status === 200 ? JSON.parse(body).data : undefined;
          if (status !== 200) refused(`add ${status}`, body);
        },
      },
      {
        method: 'POST',
        path: '/api/web/orders',
        setupRequest: (request, context) => {
          if (!context.line?.id) {
            made.failures += 1;
            release(context);
            return undefined; // autocannon starts the sequence again
          }
          return {
            ...request,
            headers: { ...auth(context.pair.token), 'idempotency-key': randomUUID() },
            body: orderBody(context.line, context.pair, setup.atmDay),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201) made.orders.push({ id: JSON.parse(body).data.id, token: context.pair.token });
          else {
            made.failures += 1;
            refused(`order ${status}`, body);
          }
          release(context);
        },
      },
    ],
  };
  // A 201 is always an order (an add answers 200): its time is the order's own.
  const track = (instance) =>
    instance.on('response', (_client, status, _bytes, time) => status === 201 && made.times.push(time));
  return { options, made, track };
}

/** p50 / p99 of the order times in ms. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return { p50: Math.round(at(50)), p99: Math.round(at(99)) };
}

/** Cancels the run's orders (ATM at status 1: their stock goes back), a few at a time. */
export async function cancelOrders(base, orders) {
  for (let i = 0; i < orders.length; i += 10) {
    await Promise.all(
      orders.slice(i, i + 10).map(({ id, token }) =>
        fetch(`${base}/api/web/orders/${id}`, {
          method: 'PUT',
          headers: auth(token),
          body: JSON.stringify({ order_status: 9 }),
        }).then((r) => r.arrayBuffer()),
      ),
    );
  }
}

const day = (offset) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const searchQuery = () =>
  new URLSearchParams({ _from: `${day(-30)} 00:00:00`, _to: `${day(0)} 23:59:59`, _type: 'orderDate', page: '1' });

/** One real order of one line for a shopper, outside the measurement (add, then order it). */
async function orderOnce(base, shopper, productId, atmDay) {
  const added = await (
    await fetch(`${base}/api/web/user/shopping-carts`, {
      method: 'POST',
      headers: auth(shopper.token),
      body: JSON.stringify({ product_id: productId }),
    })
  ).json();
  const answer = await fetch(`${base}/api/web/orders`, {
    method: 'POST',
    headers: { ...auth(shopper.token), 'idempotency-key': randomUUID() },
    body: orderBody(added.data, shopper, atmDay),
  });
  if (answer.status !== 201) throw new Error(`a history order answered ${answer.status}`);
  return { id: (await answer.json()).data.id, token: shopper.token };
}

/**
 * GET orders/search of the searcher over the last 30 days (the order list page's call), after
 * topping the searcher's history up to HISTORY orders in that window (cancelled again: stock back).
 */
export async function orderSearchTarget(base, setup) {
  const [searcher] = setup.shoppers;
  const headers = { authorization: `Bearer ${searcher.token}` };
  const url = `${base}/api/web/orders/search?${searchQuery()}`;
  const { total } = await (await fetch(url, { headers })).json();
  const made = [];
  for (let i = total; i < HISTORY; i++)
    made.push(await orderOnce(base, searcher, setup.products[i % setup.products.length].id, setup.atmDay));
  await cancelOrders(base, made);
  return { url, headers, total: Math.max(total, HISTORY) };
}
