import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { sealData, unsealData } from 'iron-session';
import { recipient } from '../support/member-records';
import { DEMO_PASSWORD, loginByRequest, loginThroughForm, MEMBERS } from './member-support';
import { startShop } from './server-support';
import { slowCpu } from './slow-cpu';

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The login form's own message (Next's route announcer is an empty role=alert too). */
const failure = (page: import('@playwright/test').Page) => page.locator('main form').getByRole('alert');

test.describe('guard and remembered path', () => {
  test('a visitor opening a member page is sent to login and comes back after logging in', async ({ page, member }) => {
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/member\/login\?redirect=%2Fmember%2Faccount$/);
    await loginThroughForm(page, member.username, DEMO_PASSWORD, page.url());
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(page.getByRole('heading', { name: '會員資料' })).toBeVisible();
  });

  test('only same-site relative paths are remembered', async ({ page, member }) => {
    await loginThroughForm(page, member.username, DEMO_PASSWORD, '/member/login?redirect=//evil.example/x');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a logged-in member opening login, forgot or register goes to /home', async ({ page, member }) => {
    await loginByRequest(page, member.username);
    for (const path of ['/member/login', '/member/forgot', '/member/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    await page.goto('/member');
    await expect(page).toHaveURL(/\/member\/account$/);
  });
});

test.describe('login errors', () => {
  const attempt = async (page: import('@playwright/test').Page, username: string, password: string) => {
    await page.goto('/member/login');
    await page.getByLabel('帳號').fill(username);
    await page.getByLabel('密碼').fill(password);
    await page.getByRole('button', { name: '登入' }).click();
  };

  test('required fields show the spec messages', async ({ page }) => {
    await page.goto('/member/login');
    await page.getByRole('button', { name: '登入' }).click();
    await expect(page.getByText('請填寫身分證字號或管理編號')).toBeVisible();
    await expect(page.getByText('請填寫密碼')).toBeVisible();
  });

  test('wrong password (4004) clears both inputs and says so', async ({ page, member }) => {
    await attempt(page, member.username, 'wrong-pass1');
    await expect(failure(page)).toHaveText('帳號或密碼錯誤');
    await expect(page.getByLabel('帳號')).toHaveValue('');
    await expect(page.getByLabel('密碼')).toHaveValue('');
  });

  test('unknown account (404)', async ({ page }) => {
    await attempt(page, 'Z199999999', 'whatever1');
    await expect(failure(page)).toHaveText('查無此帳號');
  });

  test('exited member (4005) gets the exit message', async ({ page }) => {
    await attempt(page, MEMBERS.exited, DEMO_PASSWORD);
    await expect(failure(page)).toHaveText('您的傳銷權資格已退出，需先辦理重新入會');
  });

  test('five failures within a minute (40041)', async ({ page }) => {
    for (let i = 0; i < 4; i += 1) {
      await attempt(page, 'Y199999999', `wrong-${i}x1`);
      await expect(failure(page)).toHaveText('查無此帳號');
    }
    await attempt(page, 'Y199999999', 'wrong-5x1');
    await expect(failure(page)).toHaveText('登入嘗試過於頻繁，請於一分鐘後再試');
  });

  test('suspended member sees the popup with the service phone, is logged out and sent home', async ({
    page,
    request,
  }) => {
    const rights = (await (await request.get('/api/web/system-rights')).json()) as { data: { telphone: string }[] };
    await attempt(page, MEMBERS.suspended, DEMO_PASSWORD);
    const popup = page.getByRole('alertdialog', { name: '很抱歉,暫停您的網路購物且無法登入，造成不便，敬請見諒' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(`如有問題請洽客服專線${rights.data[0].telphone}`);
    await popup.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/member\/login/);
  });

  test('full-width characters are stripped from the password as typed; the button is disabled while submitting', async ({
    page,
    member,
  }) => {
    await page.goto('/member/login');
    await page.getByLabel('密碼').pressSequentially('ａｂc１2３');
    await expect(page.getByLabel('密碼')).toHaveValue('c2');
    await page.getByLabel('帳號').fill(member.username);
    await page.getByLabel('密碼').fill(DEMO_PASSWORD);
    await page.route('**/api/session/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByLabel('密碼').press('Enter');
    await expect(page.getByRole('button', { name: '登入中…' })).toBeDisabled();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });
});

test.describe('session cookie, BFF and logout', () => {
  test('the token is invisible to page JavaScript and local storage', async ({ page, context, member }) => {
    await loginThroughForm(page, member.username);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'tocin_session');
    // Plain http (npm start on localhost): not Secure, which no browser would keep (WebKit drops it even on localhost).
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
    // It lives as long as the token (8 hours on the embedded API), not longer.
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(8 * 3600 * 1000);
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(7 * 3600 * 1000);
    const seen = await page.evaluate(async () => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...window.localStorage }),
      session: await (await fetch('/api/session')).text(),
      profile: await (await fetch('/api/bff/users')).text(),
    }));
    expect(seen.cookie).not.toContain('tocin_session');
    for (const text of [seen.cookie, seen.storage, seen.session, seen.profile]) {
      expect(text).not.toContain('access_token');
      expect(text).not.toContain(cookie!.value);
    }
    expect(JSON.parse(seen.session)).toMatchObject({ authenticated: true });
    expect(JSON.parse(seen.profile).data.identity_card).toBe(member.username);
  });

  test('the sealed cookie holds only the token, its expiry and the tester flag; a readable hint cookie says signed in', async ({
    page,
    context,
    member,
  }) => {
    await loginThroughForm(page, member.username);
    const cookies = await context.cookies();
    const sealed = cookies.find((entry) => entry.name === 'tocin_session')!;
    const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'session-secret'), 'utf8').trim();
    const data = await unsealData<Record<string, Record<string, unknown>>>(sealed.value, { password: secret });
    expect(Object.keys(data).filter((key) => key !== 'is_tester')).toEqual(['token']);
    expect(Object.keys(data.token).sort()).toEqual(['access_token', 'expires_at', 'token_type']);
    expect(cookies.find((entry) => entry.name === 'tocin_signed_in')).toMatchObject({ value: '1', httpOnly: false });
    expect(await page.evaluate(() => document.cookie)).toContain('tocin_signed_in=1');
  });

  test('the BFF refuses cross-origin writes, answers no-store, and 401 without a session', async ({ page, member }) => {
    const anonymous = await page.request.get('/api/bff/users');
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    await loginByRequest(page, member.username);
    const profile = await page.request.get('/api/bff/users');
    expect(profile.status()).toBe(200);
    expect(profile.headers()['cache-control']).toBe('no-store');
    const crossSite = await page.request.post('/api/bff/user/general-addresses', {
      data: recipient,
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    const noOrigin = await page.request.post('/api/bff/user/general-addresses', { data: recipient });
    expect(noOrigin.status()).toBe(403);
    const list = (await (await page.request.get('/api/bff/user/general-addresses')).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(0);
    const sameSite = await page.request.post('/api/bff/user/general-addresses', {
      data: recipient,
      headers: { Origin: ORIGIN },
    });
    expect(sameSite.status()).toBe(201);
  });

  test('logout clears local storage, shows the notice and goes home', async ({ page, member }) => {
    await loginByRequest(page, member.username);
    await page.goto('/member/points');
    await page.evaluate(() => window.localStorage.setItem('checkout-draft', '{"x":1}'));
    await page.getByRole('button', { name: '登出' }).click();
    const notice = page.getByRole('alertdialog', { name: '登出成功' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await notice.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/member/points');
    await expect(page).toHaveURL(/\/member\/login\?redirect=%2Fmember%2Fpoints$/);
  });

  test('forced logout: a token the API no longer accepts shows the notice once, then login', async ({
    page,
    context,
    member,
  }) => {
    // A real sealed session (the shop's own secret) holding a token the API does not know, as after
    // the API revoked or expired it: the BFF gets 401, ends the session, the page shows the notice.
    await loginByRequest(page, member.username);
    const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'session-secret'), 'utf8').trim();
    const seal = await sealData(
      {
        token: {
          token_type: 'Bearer',
          access_token: 'revoked-token-000000000000000000000',
          expires_at: Date.now() + 3_600_000,
        },
      },
      { password: secret },
    );
    await context.addCookies([{ name: 'tocin_session', value: seal, url: ORIGIN, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/member/account');
    const notice = page.getByRole('alertdialog', { name: '網站資料已重置' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(1);
    await notice.getByRole('button', { name: '我知道了' }).click();
    await expect(page).toHaveURL(/\/member\/login$/);
    expect((await context.cookies()).find((entry) => entry.name === 'tocin_session')).toBeUndefined();
  });
});

test.describe('idle logout', () => {
  // What a person idles against: the member's session watch has loaded and its idle timer runs.
  const MEMBER_WATCHED = 'html[data-session-watch="member"]';

  test('15 minutes without mouse or key logs out with the warning; activity resets the count', async ({
    page,
    member,
  }) => {
    await page.clock.install();
    await loginByRequest(page, member.username);
    await page.goto('/member/points');
    await expect(page.getByRole('heading', { name: '點數查詢' })).toBeVisible();
    await expect(page.locator(MEMBER_WATCHED)).toHaveCount(1);
    await page.clock.runFor(600_000);
    await page.mouse.move(50, 50);
    await page.mouse.move(60, 80);
    await page.clock.runFor(600_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.runFor(301_000);
    const warning = page.getByRole('alertdialog', { name: '系統已閒置 15 分鐘未操作，已自動登出' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/member/points');
    await expect(page).toHaveURL(/\/member\/login/);
  });

  test('a signed-in member idling on a public page is logged out too; a visitor is not', async ({ page, member }) => {
    await slowCpu(page);
    await page.clock.install();
    await page.goto('/product/list');
    await expect(page.locator('html[data-session-watch="visitor"]')).toHaveCount(1);
    await page.clock.runFor(901_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await loginByRequest(page, member.username);
    await page.goto('/product/list');
    await expect(page.locator(MEMBER_WATCHED)).toHaveCount(1);
    await page.clock.runFor(901_000);
    const warning = page.getByRole('alertdialog', { name: '系統已閒置 15 分鐘未操作，已自動登出' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('tocin_session');
  });

  test('activity in one tab keeps the other tabs alive', async ({ context, member }) => {
    await context.clock.install();
    const first = await context.newPage();
    await loginByRequest(first, member.username);
    await first.goto('/member/points');
    const second = await context.newPage();
    await second.goto('/member/points');
    await expect(second.getByRole('heading', { name: '點數查詢' })).toBeVisible();
    for (const page of [first, second]) await expect(page.locator(MEMBER_WATCHED)).toHaveCount(1);
    await context.clock.runFor(600_000);
    await first.mouse.move(10, 10);
    await first.mouse.move(40, 40);
    await context.clock.runFor(600_000);
    await expect(second.getByRole('alertdialog')).toHaveCount(0);
    // Without activity anywhere, both tabs log out once 15 minutes have passed.
    await context.clock.runFor(301_000);
    await expect(second.getByRole('alertdialog', { name: '系統已閒置 15 分鐘未操作，已自動登出' })).toBeVisible();
  });
});

test.describe('the session cookie over https', () => {
  test('Secure where the request came over https through a trusted proxy, not where the client only says so', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const shop = await startShop(mkdtempSync(path.resolve('.data/e2e-secure-cookie-')), {
      env: { TRUSTED_PROXY_HOPS: '1' },
    });
    try {
      const login = (headers: Record<string, string>) =>
        request.post(`${shop.origin}/api/session/login`, {
          data: { username: MEMBERS.ok, password: DEMO_PASSWORD }, // a demo member of that server's own database
          headers: { Origin: shop.origin, ...headers },
        });
      const cookiesOf = async (headers: Record<string, string>) => {
        const response = await login(headers);
        expect(response.status(), await response.text()).toBe(200);
        return response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
      };
      // Behind the trusted proxy, which says https (the page's origin is then https too): both cookies Secure.
      const overHttps = await cookiesOf({
        'X-Forwarded-Proto': 'https',
        Origin: shop.origin.replace(/^http:/, 'https:'),
      });
      expect(overHttps.map((header) => /;\s*secure/i.test(header.value))).toEqual([true, true]);
      // The proxy said http (the client's own X-Client-Protocol is replaced): none Secure.
      const overHttp = await cookiesOf({ 'X-Forwarded-Proto': 'http', 'X-Client-Protocol': 'https' });
      expect(overHttp.map((header) => /;\s*secure/i.test(header.value))).toEqual([false, false]);
    } finally {
      await shop.stop();
    }
  });
});
