import { expect, test } from '@playwright/test';

// server/index.mjs keeps shareable pages for one second in front of Next.js (server/page-cache.mjs).
test('a public page asked for twice is answered the second time from the page cache', async ({ request }) => {
  const first = await request.get('/home');
  const second = await request.get('/home');
  expect(second.status()).toBe(200);
  expect(second.headers()['age']).toMatch(/^\d+$/);
  expect(await second.text()).toBe(await first.text());
});

test('member pages and per-request pages never come from the page cache', async ({ request }) => {
  for (const path of ['/member/login', '/member/login', '/product/list?sort=2', '/product/list?sort=2']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['age'], path).toBeUndefined();
  }
});
