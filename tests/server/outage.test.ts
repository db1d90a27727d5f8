import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerOutages, RETRY_AFTER_SECONDS } from '@/server/outage.mjs';
import { reportingFailures, reportOutage } from '@/lib/api/outage';
import { offOutageReport, onOutageReport } from '@/lib/api/outage-channel.mjs';

type Upstream = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

let server: Server;
let base: string;
let upstream: Upstream;

/** Stands in for Next.js: the render reports on a later tick, then the page is written as Next.js writes it. */
const render =
  (status: number, report?: 'maintenance' | 'api', cacheControl = 's-maxage=300, stale-while-revalidate=86100'): Upstream =>
  async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (report) reportOutage(report);
    await Promise.resolve();
    res.statusCode = status;
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<html>');
    res.end('網站維護中</html>');
  };

beforeEach(async () => {
  server = createServer((req, res) => answerOutages(req, res, () => void upstream(req, res)));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

const expectOutage = (response: Response) => {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.headers.get('cache-control')).toBe('no-store');
};

describe('answerOutages', () => {
  it('a page rendered with the maintenance layout answers 503 with Retry-After, whatever Next.js said', async () => {
    for (const status of [200, 500, 404]) {
      upstream = render(status, 'maintenance');
      const response = await fetch(`${base}/product/list?keyword=x`);
      expectOutage(response);
      expect(await response.text()).toContain('網站維護中');
    }
  });

  it('a page that failed because the API failed answers 503; one that shrugged a failed call off keeps its 200', async () => {
    upstream = render(500, 'api', 'private, no-cache, no-store, max-age=0, must-revalidate');
    expectOutage(await fetch(`${base}/news/matter?page=2`));
    upstream = render(200, 'api');
    const page = await fetch(`${base}/home`);
    expect(page.status).toBe(200);
    expect(page.headers.get('retry-after')).toBeNull();
  });

  it('a 500 with no failed API call stays a 500 (a fault of the shop, not an outage)', async () => {
    upstream = render(500);
    expect((await fetch(`${base}/about`)).status).toBe(500);
  });

  it('the maintenance page /error is an outage page by itself', async () => {
    upstream = render(200);
    expectOutage(await fetch(`${base}/error`));
  });

  it('leaves API answers and redirects alone; a report from another request changes nothing', async () => {
    upstream = render(502, 'api');
    expect((await fetch(`${base}/api/bff/user`)).status).toBe(502);
    upstream = async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      reportOutage('maintenance');
      res.writeHead(307, { Location: '/home' }).end();
    };
    expect((await fetch(`${base}/`, { redirect: 'manual' })).status).toBe(307);
    reportOutage('maintenance');
    upstream = render(200);
    expect((await fetch(`${base}/home`)).status).toBe(200);
  });
});

describe('reportingFailures', () => {
  const reported: string[] = [];
  const record = (kind: string) => reported.push(kind);
  beforeEach(() => {
    reported.length = 0;
    onOutageReport(record);
  });
  afterEach(() => offOutageReport(record));

  it('reports no answer and 5xx answers, not 4xx or 2xx', async () => {
    const answering = (status: number) => reportingFailures(async () => new Response('{}', { status }));
    await answering(200)('http://api.test/x');
    await answering(404)('http://api.test/x');
    expect(reported).toEqual([]);
    await answering(503)('http://api.test/x');
    await expect(reportingFailures(async () => Promise.reject(new TypeError('fetch failed')))('http://api.test/x')).rejects.toThrow('fetch failed');
    expect(reported).toEqual(['api', 'api']);
  });
});

describe('the outage channel', () => {
  it('carries a report from another copy of the module: the Next.js bundle has its own', () => {
    const reported: string[] = [];
    const record = (kind: string) => reported.push(kind);
    onOutageReport(record);
    try {
      jest.isolateModules(() => {
        const bundledCopy: typeof import('@/lib/api/outage-channel.mjs') = jest.requireActual('@/lib/api/outage-channel.mjs');
        bundledCopy.reportOutage('maintenance');
      });
      expect(reported).toEqual(['maintenance']);
    } finally {
      offOutageReport(record);
    }
  });
});
