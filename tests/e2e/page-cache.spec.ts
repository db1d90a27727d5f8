import { expect, test } from '@playwright/test';

// server/index.mjs keeps shareable pages for one second in front of Next.js (server/page-cache.mjs).
test('a public page asked for twice is answered the second time from the page cache', async ({ request }) => {
  const first = await request.get('/home');
  const second = await request.get('/home');
  expect(second.status()).toBe(200);
  expect(second.headers()['age']).toMatch(/^\d+$/);
  expect(await second.text()).toBe(await first.text());
});

test('member pages and client navigations never come from the page cache', async ({ request }) => {
  for (const [path, headers] of [
    ['/member/login', {}],
    ['/member/login', {}],
    ['/home', { rsc: '1' }],
    ['/home', { rsc: '1' }],
  ] as const) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['age'], path).toBeUndefined();
  }
});
