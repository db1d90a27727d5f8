import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REQUEST_REFUSALS } from '@/lib/contract/request-refusals';
import { refuseUnsupportedMethod } from '@/server/method-guard.mjs';

/** Issue 12: TRACE under /api answered a bare 500 (Next cannot build a Request for it). */
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => refuseUnsupportedMethod(req, res) || res.end('next'));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (method: string, path: string) =>
  new Promise<{ status: number; type: string; body: string; allow: string }>((resolve, reject) => {
    const req = request({ port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          type: String(res.headers['content-type']),
          body,
          allow: String(res.headers.allow),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('methods no route answers', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])('%s under /api is a 405 JSON', async (method) => {
    for (const path of ['/api/web/products', '/api/bff/user', '/api/session/login', '/api']) {
      const response = await send(method, path);
      expect(response.status).toBe(405);
      expect(JSON.parse(response.body)).toEqual({ message: '不支援此請求方法' });
      expect(response.allow).toContain('DELETE');
    }
  });

  it('TRACE on a page is a 405 too (plain text)', async () => {
    expect(await send('TRACE', '/product/1')).toMatchObject({
      status: 405,
      type: 'text/plain; charset=utf-8',
      body: 'Method Not Allowed',
    });
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s goes on to Next.js', async (method) => {
    expect((await send(method, '/api/web/products')).status).toBe(200);
  });
});

describe('the words of the refusals', () => {
  it('the production server has no copy of its own: it reads the one definition the API and the BFF answer with', () => {
    const server = join(process.cwd(), 'server');
    const sources = readdirSync(server, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => [file, readFileSync(join(server, file), 'utf8')] as const);
    const copies = sources.flatMap(([file, text]) =>
      Object.values(REQUEST_REFUSALS)
        .filter((message) => text.includes(message))
        .map((message) => `${file}: ${message}`),
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(copies).toEqual([]);
  });
});
