import { expect, test, type Request } from '@playwright/test';

/**
 * Every request a public page starts ends: the product page reaches network idle (its menu entry
 * /member is prefetched, redirected onto /member/login, whose own link is prefetched too). A
 * prefetch answered from the browser's cache used to be revalidated in the background and stay
 * pending for 30 s (server/router-cache-control.mjs).
 */
test('a product page reaches network idle with no request left pending', async ({ page, request }) => {
  const products = await (await request.get('/api/web/products')).json();
  const pending = new Set<Request>();
  const prefetched: string[] = [];
  page.on('request', (sent) => {
    pending.add(sent);
    if (sent.headers()['next-router-segment-prefetch']) prefetched.push(sent.url());
  });
  page.on('requestfinished', (done) => pending.delete(done));
  page.on('requestfailed', (failed) => pending.delete(failed));

  await page.goto(`/product/${products.data[0].id}`, { waitUntil: 'networkidle', timeout: 15_000 });

  expect(prefetched.some((url) => new URL(url).pathname === '/member/login')).toBe(true);
  expect([...pending].map((left) => left.url())).toEqual([]);
});
