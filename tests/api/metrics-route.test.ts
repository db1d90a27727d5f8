import { NextRequest } from 'next/server';
import { GET } from '@/app/metrics/route';
import { metrics } from '@/lib/node/metrics.mjs';

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

const TOKEN = 'an-operator-secret-of-32-characters-at-least';

/** GET /metrics with `token` as METRICS_TOKEN and `authorization` as the request's header. */
async function scrape(token: string | undefined, authorization?: string) {
  const before = process.env.METRICS_TOKEN;
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  try {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    return await GET(new NextRequest('http://localhost/metrics', { headers }));
  } finally {
    if (before === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = before;
  }
}

describe('GET /metrics (a route of the build since decision 0170)', () => {
  it('answers the counters in Prometheus text to a bearer of METRICS_TOKEN', async () => {
    metrics.ordersPlaced.inc();
    const response = await scrape(TOKEN, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^shop_orders_placed_total [1-9]/m);
  });

  it('refuses anyone else (401), and does not exist without METRICS_TOKEN (404): there is no default token', async () => {
    expect((await scrape(TOKEN)).status).toBe(401);
    expect((await scrape(TOKEN, 'Bearer wrong')).status).toBe(401);
    expect((await scrape(TOKEN, TOKEN)).status).toBe(401);
    expect((await scrape(undefined, 'Bearer ')).status).toBe(404);
  });
});
