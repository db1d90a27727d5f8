import { expect, type Page } from '@playwright/test';

/*
 * The checkout's steps as a member fills them in Chromium, for the specs that shop (checkout, activities,
 * the shop on a spec-only API).
 */

/** The step's 下一步. */
export const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();

/** Step 2: a new recipient's name, phone and postal code typed (the city and district follow the code). */
export async function typeNewRecipient(page: Page, name: string, phone: string, postalCode: string) {
  await page.getByRole('radio', { name: '新增收件地址' }).check();
  await page.getByLabel('收件人姓名').fill(name);
  await page.getByLabel('收件人電話').fill(phone);
  await page.getByLabel('郵遞區號').fill(postalCode);
}

/** Step 2 picked up at `office` with the member carrier, then on to step 3. */
export async function pickUpAt(page: Page, office: string) {
  await page.getByRole('radio', { name: '營業所自取' }).first().check();
  await page.getByLabel('取貨營業所').selectOption({ label: office });
  await page.getByRole('radio', { name: '會員載具' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/step\/3$/);
}

/** Step 3 by ATM: the first remittance day and the account's last five digits, not yet sent. */
export async function chooseAtm(page: Page, digits: string) {
  await page.getByRole('radio', { name: /^ATM 轉帳/ }).check();
  await page.getByLabel('匯款日期').selectOption({ index: 1 });
  await page.getByLabel('匯款帳號末 5 碼').fill(digits);
}

/** Step 3 by ATM, then on to step 4. */
export async function payByAtm(page: Page, digits = '12345') {
  await expect(page).toHaveURL(/\/step\/3$/);
  await chooseAtm(page, digits);
  await next(page);
  await expect(page).toHaveURL(/\/step\/4$/);
}

/** Step 4: the activity terms agreed and the order sent. */
export async function submitOrder(page: Page) {
  await page.getByRole('checkbox', { name: '我已閱讀並同意活動條款' }).check();
  await page.getByRole('button', { name: '送出訂單' }).click();
}
