import { expect, test } from '@playwright/test';

test('the root redirects to /home, a Traditional-Chinese page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
});

test('/home shows products served by the embedded API', async ({ page, request }) => {
  const products = await (await request.get('/api/web/products')).json();
  expect(products.total).toBeGreaterThan(0);
  await page.goto('/home');
  await expect(page.getByText(products.data[0].name).first()).toBeVisible();
});
