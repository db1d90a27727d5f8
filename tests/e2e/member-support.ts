import { expect, type Page } from '@playwright/test';

/**
 * Demo members (backend/seed/members.ts) that stand for an account state, for the tests about that state:
 * a 傳銷商 with saved recipients and high figures, the tester (sees test products), a company, one who has
 * not finished first login, a suspended, an exited and an expired one, one without an e-mail. A test that
 * only needs someone who shops makes a member of its own (tests/e2e/fixtures.ts), so no two tests share a
 * cart or orders.
 */
export const DEMO_PASSWORD = 'demo2026';
export const MEMBERS = {
  ok: 'A123456789',
  tester: 'B223456782',
  business: '12345675',
  notActivated: 'C123456781',
  suspended: 'D223456784',
  exited: 'E123456783',
  expired: 'F123456784',
  noEmail: 'G223456787',
} as const;

/** Logs in through the login screen and closes the notice pop-up (a status-1 notice is seeded). */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD, path = '/member/login') {
  await page.goto(path);
  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼').fill(password);
  await page.getByLabel('密碼').press('Enter');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '確定' }).click();
}

/** Logs in through POST /api/session/login on the page's cookie jar (faster, for tests about other screens). */
export async function loginByRequest(page: Page, username: string, password = DEMO_PASSWORD) {
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const response = await page.request.post('/api/session/login', {
    data: { username, password },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The newest demo SMS code sent to a phone (GET /api/web/_dev/sms, newest first). */
export async function latestSmsCode(page: Page, phone: string) {
  const response = await page.request.get('/api/web/_dev/sms');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { phone: string; code: string | null }[] };
  const sms = data.find((entry) => entry.phone === phone && entry.code);
  expect(sms, `an SMS code for ${phone}`).toBeTruthy();
  return sms!.code!;
}

/** First login's last step for MEMBERS.notActivated: a new password set, signed in, the account page theirs. */
export async function finishFirstLogin(page: Page) {
  await page.getByLabel('新密碼', { exact: true }).fill('First2026a');
  await page.getByLabel('確認新密碼').fill('First2026a');
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect(page.getByText('開通完成，您已登入。')).toBeVisible();
  await page.goto('/member/account');
  await expect(page.getByText('陳冠廷')).toBeVisible();
}
