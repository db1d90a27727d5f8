import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { DELETE, GET, PATCH, POST, PUT } from '@/app/api/bff/[...path]/route';
import { MAX_BODY_BYTES } from '@/lib/contract/request-refusals';
import { withFreshDatabase } from '../support/api';
import { shopper } from '../support/orders';
import { countingStream } from '../support/streams';

withFreshDatabase();

/**
 * Issue 12: the BFF forwards only to the API base whatever the path, refuses cross-site writes and
 * bounds the body. The session is stubbed (a member's live token); the upstream client stands in
 * for ky with ky's own rule for `prefixUrl` (base + '/' + input, parsed as a URL) and records every
 * URL it is asked for, then answers through the embedded API.
 */
let authorization = '';
jest.mock('@/lib/session/session', () => ({
  sessionAuthorization: async () => authorization,
  destroySession: async () => undefined,
}));

const BASE = 'http://embedded.local/api/web';
const forwarded: string[] = [];
type Forwarded = { method: string; body?: string; headers?: Record<string, string>; searchParams?: URLSearchParams };
jest.mock('@/lib/api/server', () => ({
  serverApi:
    (bearer: string) =>
    async (input: string, { method, body, headers, searchParams }: Forwarded) => {
      if (input.startsWith('/')) throw new Error('ky refuses an input starting with / when prefixUrl is set');
      const url = new URL(`${BASE}/${input}`);
      if (searchParams) url.search = searchParams.toString();
      forwarded.push(url.href);
      const { handle } = await import('@/backend');
      return handle(new Request(url, { method, body, headers: { ...headers, Authorization: bearer } }));
    },
}));

beforeAll(async () => {
  authorization = `Bearer ${(await shopper()).token}`;
});
beforeEach(() => {
  forwarded.length = 0;
});

const HANDLERS = { GET, POST, PUT, PATCH, DELETE };
type Method = keyof typeof HANDLERS;

/** A request to the BFF; `segments` as Next.js hands the catch-all (decoded), unless given. */
function bff(
  method: Method,
  rawPath: string,
  { headers = {}, body, segments }: { headers?: Record<string, string>; body?: BodyInit; segments?: string[] } = {},
) {
  const request = new NextRequest(`http://shop.local/api/bff/${rawPath}`, {
    method,
    headers: { host: 'shop.local', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const params =
    segments ??
    request.nextUrl.pathname
      .replace(/^\/api\/bff\//, '')
      .split('/')
      .map(safeDecode);
  return HANDLERS[method](request, { params: Promise.resolve({ path: params }) });
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Every URL the BFF asked for is under the base, each segment literal: nothing resolved away or re-read as a separator. */
function expectUnderBase(urls: string[]) {
  for (const url of urls) {
    const parsed = new URL(url);
    expect(parsed.origin).toBe('http://embedded.local');
    expect(parsed.pathname.startsWith('/api/web/')).toBe(true);
    const sent = parsed.pathname.slice('/api/web/'.length).split('/');
    expect(
      sent.every(
        (segment) =>
          segment !== '' &&
          segment !== '.' &&
          segment !== '..' &&
          !/%2f|%5c|^%2e%2e$|^\.%2e$/i.test(decodeURIComponent(segment)),
      ),
    ).toBe(true);
  }
}

describe('forwards only to the API base, whatever the path', () => {
  const HOSTILE_PATHS = [
    '..%2F..%2Fhealth',
    '%2e%2e/%2e%2e/health',
    '%2E%2E%2Fhealth',
    '.%2e/health',
    '%252e%252e/%252e%252e/health',
    'user%2F..%2F..%2Fhealth',
    'http:%2F%2Fevil.example%2Fx',
    'http://evil.example/x',
    'https:/evil.example',
    '%2F%2Fevil.example',
    '//evil.example/x',
    '%5C%5Cevil.example%5Cx',
    '\\\\evil.example\\x',
    '@evil.example',
    'user:pw@evil.example',
    'users%3Fx=1',
    'users%23fragment',
    'products%00',
  ];

  // Each path as Next.js decodes it, and as it arrived (a proxy or a future Next.js might not decode).
  it.each(HOSTILE_PATHS)('%s', async (rawPath) => {
    const raw = rawPath.split('/');
    for (const segments of [undefined, raw]) {
      forwarded.length = 0;
      const response = await bff('GET', rawPath, { segments });
      expect(response.status).toBeLessThan(500);
      expectUnderBase(forwarded);
      if (!forwarded.length) expect(await response.json()).toEqual({ message: '找不到此路徑' });
    }
  });

  it('refuses a segment that decodes to a slash, a dot segment or a backslash, or still holds a % (double-encoded), without calling the API', async () => {
    for (const segments of [
      ['..', 'health'],
      ['.', 'users'],
      ['users/..'],
      ['a\\b'],
      ['http:', '', 'evil.example'],
      [''],
      ['%2e%2e', 'health'],
      ['..%2F..%2Fhealth'],
      ['users%3F'],
    ]) {
      const response = await bff('GET', 'x', { segments });
      expect([segments, response.status]).toEqual([segments, 404]);
    }
    expect(forwarded).toEqual([]);
  });

  it('any segments at all (fast-check, seed 20261123, 300 runs): never a 5xx, never outside the base', async () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%252e',
        'http:',
        '',
        '\\',
        '//',
        '@',
        ':',
        'evil.example',
        'user',
        'users',
        '?',
        '#',
        '%00',
      ),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    const segmentsArbitrary = fc.array(
      fc.array(piece, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
      { minLength: 1, maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(segmentsArbitrary, async (segments) => {
        forwarded.length = 0;
        const response = await bff('GET', 'x', { segments });
        expect(response.status).toBeLessThan(500);
        expectUnderBase(forwarded);
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });

  it('forwards an ordinary member path and its query to the base', async () => {
    const response = await bff('GET', 'user/characters?searchText=%E7%8E%8B');
    expect(response.status).toBe(200);
    expect(forwarded).toEqual([`${BASE}/user/characters?searchText=%E7%8E%8B`]);
  });
});

describe('refuses cross-site writes', () => {
  const favourite = JSON.stringify({ product_id: 1 });
  const json = { 'content-type': 'application/json' };
  const REFUSED: [string, Record<string, string>][] = [
    ["another site's Origin", { origin: 'http://evil.example' }],
    ['Origin null (sandboxed frame, file:)', { origin: 'null' }],
    ['https for an http host', { origin: 'https://shop.local' }],
    ['another port', { origin: 'http://shop.local:8080' }],
    ['a sibling subdomain', { origin: 'http://evil.shop.local' }],
    [
      'another Origin with a forged X-Forwarded-Host',
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    ],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ];

  it.each(REFUSED)('%s: 403 on POST, PUT, PATCH and DELETE, nothing forwarded', async (_name, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await bff(method, 'user/favorites', { headers: { ...json, ...headers }, body: favourite });
      expect([method, response.status]).toEqual([method, 403]);
      expect(await response.json()).toEqual({ message: '拒絕跨站請求' });
    }
    expect(forwarded).toEqual([]);
  });

  it.each([
    ['its own Origin', { origin: 'http://shop.local' }],
    ['no Origin but Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('%s: forwarded', async (_name, headers) => {
    const response = await bff('POST', 'user/favorites', { headers: { ...json, ...headers }, body: favourite });
    expect(response.status).not.toBe(403);
    expect(forwarded).toEqual([`${BASE}/user/favorites`]);
  });

  it('the public origin (SITE_URL) behind a proxy that changes Host: forwarded', async () => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = 'https://www.tocin.com.tw';
    try {
      const response = await bff('POST', 'user/favorites', {
        headers: { ...json, origin: 'https://www.tocin.com.tw', host: 'app-1.internal:3000' },
        body: favourite,
      });
      expect(response.status).not.toBe(403);
      expect(forwarded).toHaveLength(1);
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });

  it('reads (GET) are not writes: another site may not read them anyway (SameSite=Lax cookie, no CORS headers)', async () => {
    const response = await bff('GET', 'user/favorites', {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bounds the body at 1 MB', () => {
  const headers = { origin: 'http://shop.local', 'content-type': 'application/json' };
  const refusal = { message: '請求內容過大，上限為 1 MB' };

  it('a declared body over 1 MB is 413 JSON and is not forwarded', async () => {
    const response = await bff('POST', 'user/characters', {
      headers,
      body: `{"name":"${'x'.repeat(MAX_BODY_BYTES)}"}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refusal);
    expect(forwarded).toEqual([]);
  });

  it('a chunked body (no Content-Length) over 1 MB is 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(600_000));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await bff('PUT', 'user', { headers, body: stream });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refusal);
    expect(forwarded).toEqual([]);
  });

  it('stops reading a 50 MB chunked body once it passes 1 MB (it was read whole before the check)', async () => {
    const { stream, pulled } = countingStream(800, 120);
    const response = await bff('PUT', 'user', { headers, body: stream });
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(40);
    expect(forwarded).toEqual([]);
  });

  it('multi-byte characters count as bytes: 350,000 × 臺 (1,050,000 bytes) is 413', async () => {
    const response = await bff('POST', 'user/characters', {
      headers: { origin: 'http://shop.local' },
      body: JSON.stringify({ name: '臺'.repeat(350_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('a body of exactly 1 MB is forwarded (the API then judges it)', async () => {
    const body = `{"name":"${'x'.repeat(MAX_BODY_BYTES - 11)}"}`;
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const response = await bff('POST', 'user/characters', { headers, body });
    expect(response.status).toBe(422);
    expect(forwarded).toEqual([`${BASE}/user/characters`]);
  });
});
