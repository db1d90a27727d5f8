import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCanonicalImageQuery, refuseNonCanonicalImage } from '@/server/method-guard.mjs';

const query = (url: string, extra = '') => `${new URLSearchParams({ url, w: '640', q: '75' })}${extra}`;

/** Issue 52, 1: the image optimiser reads only an image path written the one way the pages write it. */
describe("the image optimiser's requests", () => {
  it.each(['/api/web/storage/products/01001-1.png', '/images/logo.webp', '/api/web/storage/商品/圖 1.png'])(
    'takes %s',
    (url) => {
      expect(isCanonicalImageQuery(query(url))).toBe(true);
    },
  );

  it.each([
    [
      'a control character and a forged log line',
      '/api/web/storage//rt\n{"level":"fatal","msg":"FORGED"}\u001b[31mRED',
    ],
    ['an empty segment (an internal 308, then a 500)', '/api/web/storage//rt'],
    ['a trailing slash', '/api/web/storage/products/01001-1.png/'],
    ['a dot segment', '/api/web/storage/./products/01001-1.png'],
    ['a dot-dot segment', '/api/web/storage/../products/01001-1.png'],
    ['an encoded slash', '/api/web/storage/products%2F01001-1.webp'],
    ['a trailing space', '/api/web/storage/products/01001-1.png '],
    ['a trailing NUL', '/api/web/storage/products/01001-1.png\u0000'],
    ['an encoded hash', '/api/web/storage/products/01001-1%23f'],
    ['an empty query', '/api/web/storage/products/01001-1.png?'],
    ['a path outside the images', '/api/web/users'],
    ['another site', 'https://evil.example/storage/x.png'],
  ])('refuses %s', (_, url) => {
    expect(isCanonicalImageQuery(query(url))).toBe(false);
  });

  it('refuses a query beyond url, w and q, or without a width', () => {
    expect(isCanonicalImageQuery(query('/images/logo.webp', '&x=1'))).toBe(false);
    expect(isCanonicalImageQuery(new URLSearchParams({ url: '/images/logo.webp', q: '75' }).toString())).toBe(false);
  });

  it("takes the company API's storage on its own origin only", () => {
    expect(
      isCanonicalImageQuery(query('https://api.example.com.tw/storage/products/1.png'), 'https://api.example.com.tw'),
    ).toBe(true);
    expect(isCanonicalImageQuery(query('https://api.example.com.tw/users'), 'https://api.example.com.tw')).toBe(false);
  });

  it('answers 400 before Next.js reads the request, and leaves every other path alone', () => {
    const answered: { status?: number } = {};
    const res = {
      writeHead: (status: number) => ((answered.status = status), res),
      end: () => res,
    } as unknown as ServerResponse;
    const req = (url: string) => ({ url }) as IncomingMessage;
    expect(refuseNonCanonicalImage(req(`/_next/image?${query('/api/web/storage//rt')}`), res)).toBe(true);
    expect(answered.status).toBe(400);
    expect(refuseNonCanonicalImage(req(`/_next/image?${query('/images/logo.webp')}`), res)).toBe(false);
    expect(refuseNonCanonicalImage(req('/product/list?url=//x'), res)).toBe(false);
  });
});
