import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { isLuckyProductNumber } from '../../lib/domain/lucky-products';
import { shippingFee, type ShippingRule } from '../../lib/domain/orders/shipping';
import { homeDeliveryAtm, ORDER_POSTAL_CODE } from '../../scripts/lib/order-payload';
import { DEMO_PASSWORD } from './member-support';
import type { Product } from './order-support';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { exited, freshDataDir, send as sendTo, waitUntilHealthy, type Outcome } from './server-support';

/**
 * Crash safety on PGlite: `npm start` (scripts/start.mjs) on its own port and data
 * folder; a member streams writes from four clients (charts, recipients, lucky cart lines, and
 * cart adds each followed by an ATM order and its cancellation); the whole process group gets SIGKILL mid-stream; the
 * server starts again on the same files. Every write that was answered 2xx must be there, the
 * database must open without any repair step (health 200, nothing re-created: the orders and
 * charts of earlier rounds are still there), and the reopen time is measured. ROUNDS rounds.
 * The first start must print the demo-mode warning; the restarts run with DEMO_MODE=0 and must not.
 * The member is made on the first start through the demo's e2e hook (POST _dev/members, E2E_HOOKS=1
 * there only) and goes with the data folder at the end.
 */
/** The kernel's pick, so that no other spec's server of its own can answer on it. */
let port: number;
const dataDir = '.data/e2e-crash';
const ROUNDS = 5;
const send = (
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => sendTo(port, method, path, options);

type Server = { child: ChildProcess; output: () => string };

function startShop(demo: boolean): Server {
  let output = '';
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: demo ? '1' : '0',
      ...(demo ? { E2E_HOOKS: '1' } : {}),
      NEXT_TELEMETRY_DISABLED: '1',
      // Outside the demo `npm start` needs the operator's payment keys (scripts/start.mjs); these are a test's own.
      ...(demo ? {} : { PAYMENT_HASH_KEY: 'CrashTestKey0001', PAYMENT_HASH_IV: 'CrashTestIv00001' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: SIGKILL reaches start.mjs and the server it runs
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function crash({ child }: Server) {
  const gone = exited(child);
  process.kill(-child.pid!, 'SIGKILL');
  await gone;
}

const letters = (n: number) =>
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(n / 26) % 26] + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26];
const chart = (name: string) => ({
  name,
  gender: 'M',
  calendar: '西元',
  china_hour: '午',
  hour: '12',
  minute: '0',
  is_leap: 0,
  birth_at: '1985-03-21 12:00:00',
  result: '{}',
});
const recipient = (name: string) => ({
  name,
  phone: '0961222444',
  postal_code: '300',
  city: '新竹市',
  district: '東區',
  address: '光復路二段101號',
});

type Written = { charts: number[]; recipients: number[]; luckyLines: number[]; orders: number[] };

/** What the stream needs from the shop: the ring (a lucky product), ordinary products with stock, the order's fixed fields. */
async function shopFacts(token: string) {
  const ring = (await send('GET', '/api/web/products/number-search/01205')).json.data as Product;
  const products = [] as Product[];
  for (let page = 1; page <= 3; page++)
    products.push(...((await send('GET', `/api/web/products?page=${page}`)).json.data as Product[]));
  const ordinary = products
    .filter(
      (product) =>
        !isLuckyProductNumber(product.product_number) && product.is_testing !== 1 && !product.free_shipping_quantity,
    )
    .sort((a, b) => b.quantity - a.quantity);
  const rules = (await send('GET', '/api/web/shipping-rules')).json.data as ShippingRule[];
  const atmDay = (await send('GET', '/api/web/remittance-days')).json.data[0].day as string;
  const chartId = (await send('POST', '/api/web/user/characters', { token, body: chart('Crash') })).json.data
    .id as number;
  return { ring, ordinary, rules, atmDay, chartId };
}

/** Four clients write one after another until a request fails (the server is gone). */
function stream(token: string, round: number, facts: Awaited<ReturnType<typeof shopFacts>>, onAnswer: () => void) {
  const written: Written = { charts: [], recipients: [], luckyLines: [], orders: [] };
  let errors = 0;
  const ok = (outcome: Outcome) => {
    if (outcome.error) errors++;
    else onAnswer();
    return !outcome.error && outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
  };
  const charts = async () => {
    for (let i = 0; ; i++) {
      const outcome = await send('POST', '/api/web/user/characters', {
        token,
        body: chart(`Crash${letters(round)}${letters(i)}`),
      });
      if (ok(outcome)) written.charts.push(outcome.json.data.id);
      if (outcome.error) return;
    }
  };
  const recipients = async () => {
    for (let i = 0; i < 11; i++) {
      const outcome = await send('POST', '/api/web/user/general-addresses', {
        token,
        body: recipient(`Crash${letters(round)}${letters(i)}`),
      });
      if (ok(outcome)) written.recipients.push(outcome.json.data.id);
      if (outcome.error) return;
    }
    // The cap (11) is reached: keep the server busy with reads until it is killed.
    while (!(await send('GET', '/api/web/user/general-addresses', { token })).error);
  };
  const luckyLines = async () => {
    const body = {
      product_id: facts.ring.id,
      character_id: facts.chartId,
      fortune_word: '甲',
      fortune_ring_size: 12.5,
      fortune_finger: 'R4',
    };
    for (let i = 0; i < 90; i++) {
      const outcome = await send('POST', '/api/web/user/shopping-carts', { token, body });
      if (ok(outcome)) written.luckyLines.push(outcome.json.data.id);
      if (outcome.error) return;
    }
  };
  const orders = async () => {
    const { rules, atmDay } = facts;
    // Another product each time, each at most 3 times: a member may place and cancel a product's order only
    // 3 times in 30 days (decision 0127); the other streams go on writing.
    for (let placed = 0; placed < facts.ordinary.length * 3; placed++) {
      const ordinary = facts.ordinary[placed % facts.ordinary.length];
      const added = await send('POST', '/api/web/user/shopping-carts', {
        token,
        body: { product_id: ordinary.id, product_quantity: 1 },
      });
      if (!ok(added)) return;
      const line = added.json.data as { id: number; product_quantity: number };
      const goods = ordinary.member_price * line.product_quantity;
      const fee = shippingFee({
        rules,
        postalCode: ORDER_POSTAL_CODE,
        total: goods,
        lines: [{ product_quantity: line.product_quantity, products: ordinary }],
      });
      const payload = {
        order_items: [
          {
            cart_id: line.id,
            product_id: ordinary.id,
            product_number: ordinary.product_number,
            quantity: line.product_quantity,
          },
        ],
        ...homeDeliveryAtm(atmDay),
        shipping_fee: fee,
        total_price: goods + fee,
        total_pv: ordinary.pv * line.product_quantity,
      };

      const ordered = await send('POST', '/api/web/orders', {
        token,
        body: payload,
        headers: { 'Idempotency-Key': randomUUID() },
      });
      if (ok(ordered)) written.orders.push(ordered.json.data.id);
      // The cap on a product's placed-and-cancelled orders (decision 0127) is an answer that writes nothing.
      else if (ordered.status === 422 && ordered.json?.errors?.order_items) return;
      else if (!ordered.error)
        throw new Error(`an order was refused: ${ordered.status} ${JSON.stringify(ordered.json)}`);
      if (ordered.error) return;
      // Cancelled at once (another write): a member holds at most 3 unpaid orders, and the stream places many.
      const cancelled = await send('PUT', `/api/web/orders/${ordered.json.data.id}`, {
        token,
        body: { order_status: 9 },
      });
      if (!ok(cancelled) && !cancelled.error)
        throw new Error(`a cancel was refused: ${cancelled.status} ${JSON.stringify(cancelled.json)}`);
      if (cancelled.error) return;
    }
  };
  return { done: Promise.all([charts(), recipients(), luckyLines(), orders()]), written, errors: () => errors };
}

const idsOf = (outcome: Outcome) => new Set((outcome.json.data as { id: number }[]).map((row) => row.id));

test('kill -9 during a stream of member writes: every answered write is there after a restart', async () => {
  test.setTimeout(600_000);
  await freshDataDir(dataDir);
  port = await freePort();
  const report: string[] = [];
  const everyChart: number[] = [];
  const everyOrder: number[] = [];
  let server = startShop(true);
  try {
    await waitUntilHealthy(port);
    expect(server.output()).toContain('示範站絕對不可以對網際網路開放');
    expect(server.output()).toContain('Never expose the demo to the internet');
    const made = await send('POST', '/api/web/_dev/members', { body: {} });
    expect(made.status, JSON.stringify(made)).toBe(201);
    const username = made.json.data.username as string;

    for (let round = 1; round <= ROUNDS; round++) {
      const login = await send('POST', '/api/web/login', { body: { username, password: DEMO_PASSWORD } });
      const token = login.json.access_token as string;
      expect(token, JSON.stringify(login)).toBeTruthy();
      // A clean slate of the capped kinds (11 recipients, 100 cart lines); charts and orders accumulate.
      const own = await send('GET', '/api/web/user/general-addresses', { token });
      if (own.json.data.length)
        await send('POST', '/api/web/user/general-addresses/batch-delete', {
          token,
          body: { _method: 'delete', id: [...idsOf(own)] },
        });
      await send('DELETE', '/api/web/user/shopping-carts', { token });
      const facts = await shopFacts(token);
      everyChart.push(facts.chartId);

      // Kill after a number of answers that differs per round, so the kill lands at different points.
      let answers = 0;
      const killAt = 40 + round * 23;
      let killing: Promise<void> | undefined;
      const writes = stream(token, round, facts, () => {
        if (++answers === killAt) killing = crash(server);
      });
      await writes.done;
      await killing;
      expect(killing, 'the server was killed mid-stream').toBeDefined();

      const restartedAt = Date.now();
      server = startShop(false);
      await waitUntilHealthy(port);
      const reopenMs = Date.now() - restartedAt;
      expect(server.output()).not.toContain('示範站絕對不可以對網際網路開放');

      const { written } = writes;
      everyChart.push(...written.charts);
      everyOrder.push(...written.orders);
      const charts = idsOf(await send('GET', '/api/web/user/characters', { token }));
      const recipients = idsOf(await send('GET', '/api/web/user/general-addresses', { token }));
      const lines = idsOf(await send('GET', '/api/web/user/shopping-carts', { token }));
      const lost = {
        charts: everyChart.filter((id) => !charts.has(id)),
        recipients: written.recipients.filter((id) => !recipients.has(id)),
        luckyLines: written.luckyLines.filter((id) => !lines.has(id)),
        orders: [] as number[],
      };
      for (const id of everyOrder)
        if ((await send('GET', `/api/web/orders/${id}`, { token })).status !== 200) lost.orders.push(id);
      report.push(
        `round ${round}: killed after ${killAt} answers (${writes.errors()} requests cut off); answered writes charts ${written.charts.length}, recipients ${written.recipients.length}, lucky lines ${written.luckyLines.length}, orders ${written.orders.length}; ` +
          `lost ${JSON.stringify(lost)}; reopen to healthy ${reopenMs} ms`,
      );
      expect(lost, report.at(-1)).toEqual({ charts: [], recipients: [], luckyLines: [], orders: [] });
      // Cancelled, the round's orders give their stock back: the next rounds find the product in stock.
      for (const id of written.orders)
        expect((await send('PUT', `/api/web/orders/${id}`, { token, body: { order_status: 9 } })).status).toBe(200);
    }
  } finally {
    console.log(`crash safety (PGlite, kill -9):\n${report.join('\n')}`);
    if (server.child.exitCode === null && server.child.signalCode === null) await crash(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
