import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginThroughForm } from './member-support';
import { expireEverything } from './server-support';

/**
 * A shared page is regenerated on whichever request finds it expired, and Next.js writes that
 * request's URL, query included, into the HTML it keeps for everyone. The production server hands
 * Next.js the bare path of a page that does not read its query (server/page-query.mjs).
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/api/web/system-images', { timeout: 110_000 })).ok()).toBe(true);
});

test("a page regenerated for /about?session_hint=… does not carry that query into others' HTML", async ({
  request,
}) => {
  await expireEverything(request);
  const asked = await request.get('/about?session_hint=h18c-someone-else');
  expect(asked.status()).toBe(200);
  expect(await asked.text()).not.toContain('h18c-someone-else');
  const html = await (await request.get('/about')).text();
  expect(html).toContain('</html>');
  expect(html).not.toContain('session_hint');
});

test("the login page regenerated for ?redirect=… keeps it out of others' HTML", async ({ request }) => {
  await expireEverything(request);
  expect((await request.get('/member/login?redirect=%2Fmember%2Faccount')).status()).toBe(200);
  const html = await (await request.get('/member/login')).text();
  expect(html).toContain('會員登入');
  expect(html).not.toContain('redirect');
  expect(html).not.toContain('/member/account');
});

test('the one who asked with ?redirect= still goes there after logging in', async ({ page, request, member }) => {
  await expireEverything(request);
  await loginThroughForm(page, member.username, DEMO_PASSWORD, '/member/login?redirect=%2Fmember%2Faccount');
  await expect(page).toHaveURL(/\/member\/account$/);
});

test('a list keeps its ?page= and drops the rest', async ({ request }) => {
  await expireEverything(request);
  const asked = await request.get('/news/activity?session_hint=h18c-list&page=1');
  expect(asked.status()).toBe(200);
  const html = await (await request.get('/news/activity?page=1')).text();
  expect(html).not.toContain('h18c-list');
});
