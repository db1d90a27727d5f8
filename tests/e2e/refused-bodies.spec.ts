import { expect, test } from '@playwright/test';
import { twoOnOneConnection, type Sent } from '../support/keep-alive';

/**
 * A body the server does not read never holds up the next request on its connection. Behind a proxy that
 * pools its connections to the shop, a stranger's refused body once left the rest of itself on the socket
 * (an /api/web answer given before the body was read) and the next visitor whose request took that
 * connection waited 66 s for ECONNRESET. Here every path the production server answers itself, and the
 * Next.js routes beside them, refuse a body, then a second request goes on the same keep-alive connection.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const MB = 1024 * 1024;
const headers = { 'Content-Type': 'application/json', 'X-Client-Version': '0.0.1', Origin: `http://localhost:${port}` };
const oversize = Buffer.alloc(MB + 512 * 1024, 'a');

/** A request with a body; `status` what it is answered, where that does not depend on how fast the body arrives. */
const withBody = (method: string, path: string, body: string | Buffer, status?: number) => ({
  sent: { method, path, headers, body } satisfies Sent,
  status,
});

const cases = [
  // /api/web, answered by the production server with the embedded API's handle (server/web-api.mjs).
  withBody('POST', '/api/web/mail-to-tocin', oversize, 413),
  withBody('PUT', '/api/web/user/general-addresses/1', oversize, 401),
  withBody('POST', '/api/web/login', '{"username":', 400),
  withBody('POST', '/api/web/no-such-call', oversize.subarray(0, 256 * 1024), 404),
  // Past 4 MB the server drops no more of it and cuts the connection: the client's write may fail before it reads the 404.
  withBody('POST', '/api/web/no-such-call', Buffer.alloc(5 * MB, 'a')),
  // The method guard, and a public page and a static file with a body nobody reads: Next.js refuses a large
  // one (400) and closes the connection, which may reset before its answer is read.
  withBody('PROPFIND', '/home', oversize, 405),
  withBody('GET', '/home', oversize),
  withBody('GET', '/favicon.ico', oversize),
  // Next.js's own routes, for comparison.
  withBody('POST', '/api/bff/user/shopping-carts', oversize),
  withBody('POST', '/api/session/login', oversize),
];

for (const { sent, status } of cases) {
  test(`${sent.method} ${sent.path} with ${sent.body.length} bytes: the next request on its connection is answered`, async () => {
    const [first, second] = await twoOnOneConnection(port, sent, { method: 'GET', path: '/api/health' });
    expect(first.error).not.toBe('timeout');
    if (status) expect(first.status ?? first.error).toBe(status);
    expect(second.status ?? second.error).toBe(200);
  });
}
