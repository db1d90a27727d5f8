import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RETRY_AFTER_SECONDS, watchForOutages } from '@/server/outage.mjs';
import { runInRequest } from '@/lib/node/request-context.mjs';
import { reportingFailures, reportOutage } from '@/lib/api/outage';
import { offOutageReport, onOutageReport } from '@/lib/api/outage-channel.mjs';

type Upstream = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

let server: Server;
let base: string;
let upstream: Upstream;

/** Stands in for Next.js: the render reports on a later tick, then the page is written as Next.js writes it. */
const render =
  (
    status: number,
    report?: 'maintenance' | 'api',
    cacheControl = 's-maxage=300, stale-while-revalidate=86100',
  ): Upstream =>
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
  // As server/index.mjs runs every request: in a request context of its own.
  let requests = 0;
  server = createServer((req, res) =>
    runInRequest({ id: String(++requests) }, () => {
      watchForOutages(req, res);
      void upstream(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

const expectOutage = (response: Response) => {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.headers.get('cache-control')).toBe('no-store');
};

describe('watchForOutages', () => {
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

type Outcome = { status: number; report?: 'maintenance' | 'api' };

/**
 * Stands in for Next.js merging concurrent renders of one page: the first request for a URL renders,
 * in its own context (where the report lands), and the requests for it that arrive meanwhile await
 * that render and write the status it ended with. The render waits until `joining` requests for the
 * URL have arrived, so that they all join it whatever the machine's speed, and reports after them
 * (or, `reportFirst`, before they arrive).
 */
function mergingRenders(outcomeOf: (url: string) => Outcome, joining: number, { reportFirst = false } = {}): Upstream {
  const pending = new Map<string, Promise<Outcome>>();
  const arrivals = new Map<string, { count: number; all: Promise<void>; arrived: () => void }>();
  const arrivalsOf = (url: string) => {
    let entry = arrivals.get(url);
    if (!entry) {
      let arrived = () => {};
      const all = new Promise<void>((resolve) => (arrived = resolve));
      entry = { count: 0, all, arrived };
      arrivals.set(url, entry);
    }
    return entry;
  };
  return async (req, res) => {
    const url = req.url ?? '/';
    const arrival = arrivalsOf(url);
    let shared = pending.get(url);
    if (!shared) {
      shared = (async () => {
        const outcome = outcomeOf(url);
        if (outcome.report && reportFirst) reportOutage(outcome.report);
        await arrival.all;
        if (outcome.report && !reportFirst) reportOutage(outcome.report);
        return outcome;
      })();
      pending.set(url, shared);
    }
    if (++arrival.count === joining) arrival.arrived();
    const { status } = await shared;
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    });
    res.end('<html>網站維護中</html>');
  };
}

describe('watchForOutages with concurrent requests for one page (Next.js merges their renders)', () => {
  const together = (url: string, count = 5) => Promise.all(Array.from({ length: count }, () => fetch(`${base}${url}`)));

  it('every request that joined a render the API failed answers 503 with Retry-After and the maintenance layout', async () => {
    upstream = mergingRenders(() => ({ status: 500, report: 'api' }), 5);
    for (const response of await together('/product/list')) {
      expectOutage(response);
      expect(await response.text()).toContain('網站維護中');
    }
  });

  it('a request that joins after the render has reported answers 503 too', async () => {
    const merged = mergingRenders(() => ({ status: 500, report: 'api' }), 2, { reportFirst: true });
    let firstArrived = () => {};
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    upstream = (req, res) => {
      const answer = merged(req, res);
      firstArrived();
      return answer;
    };
    const first = fetch(`${base}/news`);
    await arrived;
    const joined = fetch(`${base}/news`);
    for (const response of await Promise.all([first, joined])) expectOutage(response);
  });

  it('another page failing at the same time, or concurrent requests whose page succeeded, keep their status', async () => {
    upstream = mergingRenders((url) => (url === '/home' ? { status: 500, report: 'api' } : { status: 500 }), 3);
    const [home, about] = await Promise.all([together('/home', 3), together('/about', 3)]);
    for (const response of home) expectOutage(response);
    for (const response of about) expect(response.status).toBe(500);
    upstream = mergingRenders(() => ({ status: 200, report: 'api' }), 5);
    for (const response of await together('/service')) expect(response.status).toBe(200);
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
    await expect(
      reportingFailures(async () => Promise.reject(new TypeError('fetch failed')))('http://api.test/x'),
    ).rejects.toThrow('fetch failed');
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
        const bundledCopy: typeof import('@/lib/api/outage-channel.mjs') =
          jest.requireActual('@/lib/api/outage-channel.mjs');
        bundledCopy.reportOutage('maintenance');
      });
      expect(reported).toEqual(['maintenance']);
    } finally {
      offOutageReport(record);
    }
  });
});
