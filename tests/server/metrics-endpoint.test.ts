import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metrics } from '@/lib/node/metrics.mjs';
import { serveMetrics } from '@/server/metrics-endpoint.mjs';

const TOKEN = 'an-operator-secret-of-32-characters-at-least';

/** A server answering /metrics as the production server does with `token` as METRICS_TOKEN, 404 for the rest. */
async function serverWith(token: string | undefined) {
  const server = createServer((req, res) => {
    if (!serveMetrics(req, res, token)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics` };
}

describe('GET /metrics', () => {
  let open: Server[] = [];
  afterEach(async () => {
    await Promise.all(open.map((server) => new Promise((resolve) => server.close(resolve))));
    open = [];
  });

  it('answers the counters in Prometheus text to a bearer of METRICS_TOKEN', async () => {
    const { server, url } = await serverWith(TOKEN);
    open.push(server);
    metrics.ordersPlaced.inc();
    const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^shop_orders_placed_total [1-9]/m);
  });

  it('refuses anyone else (401), and does not exist without METRICS_TOKEN (404): there is no default token', async () => {
    const guarded = await serverWith(TOKEN);
    const closed = await serverWith(undefined);
    open.push(guarded.server, closed.server);
    expect((await fetch(guarded.url)).status).toBe(401);
    expect((await fetch(guarded.url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(guarded.url, { headers: { authorization: TOKEN } })).status).toBe(401);
    expect((await fetch(closed.url, { headers: { authorization: 'Bearer ' } })).status).toBe(404);
  });
});
