import { expect, test, type Request } from '@playwright/test';

/**
 * Every request a public page starts ends. The shop's links prefetch on intent, not when they come
 * into view (docs/decisions/0161-links-prefetch-on-intent.md): the product page loads with no prefetch at all; with the pointer over the
 * menu's 會員專區 (/member, redirected onto /member/login) that page is prefetched, and the page reaches
 * network idle again. A prefetch answered from the browser's cache used to be revalidated in the
 * background and stay pending for 30 s (server/router-cache-control.mjs).
 */
test('a product page prefetches on intent only and reaches network idle with no request left pending', async ({
  page,
  request,
}) => {
  const products = await (await request.get('/api/web/products')).json();
  const pending = new Set<Request>();
  const prefetched: string[] = [];
  page.on('request', (sent) => {
    pending.add(sent);
    if (sent.headers()['next-router-prefetch'] || sent.headers()['next-router-segment-prefetch'])
      prefetched.push(new URL(sent.url()).pathname);
  });
  page.on('requestfinished', (done) => pending.delete(done));
  page.on('requestfailed', (failed) => pending.delete(failed));

  await page.goto(`/product/${products.data[0].id}`, { waitUntil: 'networkidle', timeout: 15_000 });
  expect(prefetched).toEqual([]);
  expect([...pending].map((left) => left.url())).toEqual([]);

  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '會員專區', exact: true }).hover();
  await expect.poll(() => prefetched.some((path) => path.startsWith('/member'))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => [...pending].map((left) => left.url())).toEqual([]);
});
