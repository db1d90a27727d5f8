import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { checkMacValue } from '../../backend/services/payment/check-mac-value';
import { taipeiDateTime } from '../../lib/domain/clock';
import { DEMO_PASSWORD, MEMBERS } from './member-support';
import { loginRequest, placeOrder } from './order-support';
import { exited, freshDataDir, waitUntilHealthy } from './server-support';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { endWithParent } from './end-with-parent';

/**
 * What an operator sees (issue 36), on a production server of the test's own whose every line is read:
 * a sign-in, two orders, a refused and an accepted payment notice and an expired order go through it;
 * the answer's X-Request-Id finds the lines of its request on the server, the BFF and the embedded API;
 * the counters at GET /metrics move by exactly what happened; the order is one trace from the browser's
 * request through the BFF and the API to the database, sent to an OTLP/HTTP receiver of the test's own;
 * no line and no span holds the member's data. Last, the database folder is removed under the server,
 * which says why and exits 1.
 */
test.describe.configure({ mode: 'serial' });

/** The kernel's pick, so that no other spec's server of its own can answer on it. */
let port: number;
let origin: string;
const dataDir = '.data/e2e-observability';
const METRICS_TOKEN = 'observability-e2e-metrics-token-0123456789';
const KEYS = { PAYMENT_HASH_KEY: 'ObsE2eHashKey001', PAYMENT_HASH_IV: 'ObsE2eHashIv0001' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = Record<string, unknown> & { level: string; msg: string; requestId?: string; traceId?: string };
type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
};

let server: ChildProcess;
let output = '';
let api: APIRequestContext;

/** An OTLP/HTTP (JSON) receiver: every export the shop sends to POST /v1/traces, as it came. */
let receiver: Server;
const exports: string[] = [];
const spans = (): Span[] =>
  exports.flatMap((body) =>
    (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] }).resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) => scope.spans),
    ),
  );

/** The JSON lines written so far (Next.js's text among them, as `{level, time, msg}`: decision 0168). */
const lines = (): Line[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await freshDataDir(dataDir);
  port = await freePort();
  origin = `http://localhost:${port}`;
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') exports.push(body);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  server = spawn('node', ['server/index.mjs'], {
    env: {
      ...process.env,
      ...KEYS,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: '1',
      E2E_HOOKS: '1',
      LOG_LEVEL: 'debug',
      METRICS_TOKEN,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // placeOrder and loginRequest send the e2e server's Origin: the shop's public origin here.
      SITE_URL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  endWithParent(server.pid!); // never outlives the test run, even one killed
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilHealthy(port);
  api = await requests.newContext({ baseURL: origin });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The counters as `name{labels}` → value. */
async function counters(): Promise<Map<string, number>> {
  const response = await api.get('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  const text = await response.text();
  return new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const at = line.lastIndexOf(' ');
        return [line.slice(0, at), Number(line.slice(at + 1))];
      }),
  );
}

const moved = (before: Map<string, number>, after: Map<string, number>, key: string) =>
  (after.get(key) ?? 0) - (before.get(key) ?? 0);

/** A payment notice as the gateway posts it, signed with the shop's keys (or not). */
async function notify(order: { order_number: string }, amount: number, { signed = true } = {}) {
  const params: Record<string, string> = {
    MerchantID: '3002607',
    MerchantTradeNo: order.order_number,
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: `2412${Date.now()}`.slice(0, 20),
    TradeAmt: String(amount),
    PaymentDate: taipeiDateTime(new Date()).replace(/-/g, '/'),
    PaymentType: 'ATM_LAND',
  };
  params.CheckMacValue = signed ? checkMacValue(params, KEYS.PAYMENT_HASH_KEY, KEYS.PAYMENT_HASH_IV) : '0'.repeat(64);
  const response = await api.post('/api/web/payments/notify', { form: params });
  return response.text();
}

test('one request id per request, on the lines of the server, the BFF and the embedded API; counters move by what happened; no member data in any line', async () => {
  test.setTimeout(180_000);
  const before = await counters();

  // Without a trusted proxy the client's X-Request-Id is not believed; the answer names the id used.
  const health = await api.get('/api/health', { headers: { 'X-Request-Id': 'chosen-by-the-client-0001' } });
  expect(health.headers()['x-request-id']).toMatch(UUID);
  expect((await api.get('/api/health/live')).status()).toBe(200);

  const signIn = await api.post('/api/session/login', {
    data: { username: MEMBERS.ok, password: DEMO_PASSWORD },
    headers: { Origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  });
  expect(signIn.status()).toBe(200);
  const signInId = signIn.headers()['x-request-id'];
  await expect
    .poll(() =>
      lines()
        .filter((line) => line.requestId === signInId)
        .map((line) => line.msg),
    )
    .toEqual(expect.arrayContaining(['web API call', 'request']));
  expect(lines().find((line) => line.requestId === signInId && line.msg === 'request')).toMatchObject({
    level: 'info',
    method: 'POST',
    route: '/api/session/login',
    status: 200,
    durationMs: expect.any(Number),
  });
  expect(lines().find((line) => line.requestId === signInId && line.msg === 'web API call')).toMatchObject({
    call: 'POST login',
    status: 200,
    outcome: 'ok',
  });

  await loginRequest(api, MEMBERS.ok);
  const paid = await placeOrder(api);
  const left = await placeOrder(api);
  const profile = ((await (await api.get('/api/bff/users')).json()) as { data: Record<string, unknown> }).data;

  // The order's line in the embedded API carries the id of the browser's request, as do the BFF's call and the request's own line.
  const placed = lines().find((line) => line.msg === 'an order was placed' && line.orderId === paid.id);
  expect(placed?.requestId).toMatch(UUID);
  const ofOrder = lines().filter((line) => line.requestId === placed!.requestId);
  expect(ofOrder).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ msg: 'web API call', call: 'POST orders', status: 201 }),
      expect.objectContaining({ msg: 'request', route: '/api/bff/[...path]', method: 'POST', status: 201 }),
    ]),
  );

  expect(await notify(paid, paid.total, { signed: false })).toBe('0|Error');
  expect(await notify(paid, paid.total)).toBe('1|OK');

  const aged = await api.put(`/api/web/_dev/orders/${left.order_number}/age`, {
    data: { minutes: 60 * 24 * 30 },
    headers: { Origin: origin },
  });
  expect(aged.ok(), await aged.text()).toBe(true);
  expect((await api.get('/api/bff/orders', { headers: { Origin: origin } })).ok()).toBe(true); // read, the order expires

  const after = await counters();
  expect(moved(before, after, 'shop_orders_placed_total')).toBe(2);
  expect(moved(before, after, 'shop_payment_notices_total{outcome="bad_signature"}')).toBe(1);
  expect(moved(before, after, 'shop_payment_notices_total{outcome="paid"}')).toBe(1);
  expect(moved(before, after, 'shop_orders_expired_total')).toBe(1);
  expect(moved(before, after, 'shop_api_call_duration_seconds_count{call="POST orders",outcome="ok"}')).toBe(2);
  expect(
    moved(
      before,
      after,
      'shop_http_request_duration_seconds_count{route="/api/session/login",method="POST",status="200"}',
    ),
  ).toBe(2);

  // Every line written, the shop's and Next.js's: none holds what the member or the order said.
  const cookies = (await api.storageState()).cookies.map((cookie) => cookie.value).filter((value) => value.length > 20);
  const memberData = [
    MEMBERS.ok,
    DEMO_PASSWORD,
    ...cookies,
    ...[
      'name',
      'email',
      'identity_card',
      'home_phone',
      'mobile_phone01',
      'mailing_address',
      'residence_address',
      'spouse_name',
    ]
      .map((key) => profile[key])
      .filter((value): value is string => typeof value === 'string' && value.length > 3),
    '林志明',
    '0912111222',
    '臺中市西屯區市政路386號5樓',
  ];
  expect(memberData.length).toBeGreaterThan(7);
  for (const data of memberData) expect(output, `a line holds ${data.slice(0, 3)}…`).not.toContain(data);
  expect(lines().filter((line) => ['error', 'fatal'].includes(line.level))).toEqual([]);

  // The order is one trace: the server's span of the BFF request → Next.js's → the call POST orders → order.place → its queries.
  await expect
    .poll(
      () =>
        spans().some((span) => span.name === 'order.place' && span.attributes.some((a) => a.key === 'shop.member.id')),
      { timeout: 10_000 },
    )
    .toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the rest of the batch
  const order = spans().filter((span) => span.name === 'order.place')[0];
  const trace = spans().filter((span) => span.traceId === order.traceId);
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const ancestry = (span: Span): string[] => [
    span.name,
    ...(span.parentSpanId && byId.has(span.parentSpanId) ? ancestry(byId.get(span.parentSpanId)!) : []),
  ];
  const query = trace.find((span) => span.name === 'db.query' && ancestry(span).includes('order.place'));
  expect(query, 'a query of the order, in its trace').toBeTruthy();
  const chain = ancestry(query!);
  expect(chain.slice(0, chain.indexOf('order.place') + 2)).toEqual([
    'db.query',
    ...chain.slice(1, chain.indexOf('order.place')),
    'order.place',
    'POST orders',
  ]);
  const roots = trace.filter((span) => !span.parentSpanId);
  expect(roots, 'one root').toHaveLength(1);
  // The server's span of the browser's request: named by its method and route pattern, with its status.
  expect(chain.at(-1)).toBe(roots[0].name);
  expect(roots[0].name).toBe('POST /api/bff/[...path]');
  expect(roots[0].attributes).toContainEqual({ key: 'http.response.status_code', value: { intValue: 201 } });
  // The log lines of that request carry the trace's id, its own line at the end included.
  const tracedLines = lines().filter((line) => line.traceId === order.traceId);
  expect(tracedLines.map((line) => line.msg)).toEqual(
    expect.arrayContaining(['an order was placed', 'web API call', 'request']),
  );
  expect(tracedLines.find((line) => line.msg === 'request')).toMatchObject({ route: '/api/bff/[...path]' });
  expect(spans().some((span) => span.name === 'payment.notice')).toBe(true);
  for (const data of memberData) expect(exports.join('\n'), `a span holds ${data.slice(0, 3)}…`).not.toContain(data);
});

test('a server whose database folder is removed under it says why and exits 1', async () => {
  test.setTimeout(60_000);
  rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  const code = await Promise.race([
    exited(server),
    new Promise((resolve) => setTimeout(() => resolve('still running'), 40_000)),
  ]);
  expect(code).toBe(1);
  expect(lines().find((line) => line.level === 'fatal')).toMatchObject({
    reason: expect.stringContaining('pglite was removed or replaced'),
  });
});
