import { readdirSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';

/** Issue 12: Next answered a bare 500 for a path it cannot decode (/product/%zz, /api/web/products/%zz). */
const run = (path: string) => proxy(new NextRequest(`http://shop.local${path}`));

describe('paths proxy.ts refuses before Next.js decodes their params', () => {
  it.each([
    ['/api/web/products/%zz', '網址編碼格式錯誤'],
    ['/api/bff/%E0%A4', '網址編碼格式錯誤'],
    ['/api/bff/user%00', '網址含有不允許的控制字元'],
  ])('%s under /api is a 400 JSON', async (path, message) => {
    const response = await run(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it.each(['/product/%zz', '/sound/boss/%E0%A4', '/product/%00', '/sitemap/%zz.xml'])(
    '%s (a page) is rewritten to a path no route has: the not-found page',
    async (path) => {
      expect((await run(path)).headers.get('x-middleware-rewrite')).toBe('http://shop.local/_refused-path');
    },
  );

  it('lets a well-formed path through', async () => {
    expect((await run('/product/1')).headers.get('x-middleware-next')).toBe('1');
    expect((await run('/api/web/products/search?keyword=%E5%A5%BD')).headers.get('x-middleware-next')).toBe('1');
  });

  it('runs for /api and every root of app/ that has a route param', () => {
    expect(config.matcher).toEqual(
      expect.arrayContaining([
        '/api/:path*',
        '/member/:path*',
        '/(product|sound|news|about|join|service|tester|sitemap)/:path*',
      ]),
    );
    const roots = new Set(
      readdirSync('app', { recursive: true, encoding: 'utf8' })
        .filter((path) => path.includes('['))
        .map((path) => path.split(/[\\/]/)[0]),
    );
    expect(
      [...roots].filter(
        (root) =>
          !['api', 'member', 'product', 'sound', 'news', 'about', 'join', 'service', 'tester', 'sitemap'].includes(
            root,
          ),
      ),
    ).toEqual([]);
  });
});
