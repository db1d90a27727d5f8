import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './page-groups';

/*
 * The first screen's picture paints with the page's HTML (docs/decisions/0122-first-screen-picture-previews.md):
 * with every optimised picture's request held back, the largest paint on a phone is still the picture, from
 * the preview inlined in the HTML.
 */
test.use({ viewport: PHONE });

/** The URL of the page's largest contentful paint so far ('' for text). */
const largestPaintUrl = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) =>
          resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );

for (const [path, picture] of [
  ['/home', 'the first banner'],
  ['/product/list', 'the first product banner'],
  ['/product/1', "the product's first photo"],
]) {
  test(`${path}: ${picture} paints before its own request is answered`, async ({ page }) => {
    await page.route(/\/_next\/image\?/, () => {}); // never answered
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => largestPaintUrl(page)).toMatch(/^data:image\/webp;base64,/);
  });
}
