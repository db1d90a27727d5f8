import { journey, PHONE, SIZES } from './journey';
import { pattern } from './locate';
import { waitForPath } from './steps';

/**
 * A visitor's journey (issue 51) in every engine, at a phone's width and a desktop's: home, the menu, the list
 * and a product by a click, and a search.
 */
for (const size of SIZES) {
  journey.describe(`a visitor on a ${size.name}`, () => {
    journey('home, the menu, the list, a product by a click, a search', async ({ open }) => {
      const page = await open(size);
      await page.path('/home');
      await page.find({ role: 'link', name: '東震股份有限公司 回首頁' });
      if (size === PHONE) {
        await page.click({ role: 'button', name: '開啟選單' });
        await page.find({ role: 'link', name: '產品介紹', within: { role: 'navigation', name: '行動版選單' } });
        await page.click({ role: 'button', name: '關閉', within: { css: '[data-testid="mobile-menu"]' } });
      } else {
        await page.find({ role: 'link', name: '產品介紹', within: { role: 'navigation', name: '主選單' } });
      }

      await page.path('/product/list');
      // The card's name, as a person clicks it (the card link's own centre may fall between its parts).
      await page.click({ css: 'article h3', within: { role: 'region', name: '全部商品' } });
      await waitForPath(page, /\/product\/\d+$/);
      await page.find({ css: 'main h1' });
      await page.find({ text: '加入購物車與我的最愛需先登入會員' });

      // On a phone the search is in the menu.
      if (size === PHONE) await page.click({ role: 'button', name: '開啟選單' });
      const search = { css: 'form[role=search][aria-label="商品搜尋"]' };
      await page.type({ css: 'input[type=search]', within: search }, '葫蘆');
      await page.click({ role: 'button', name: '搜尋', exact: true, within: search });
      await waitForPath(page, /^\/product\/list\?keyword=/);
      await page.find({ text: pattern(/^共找到 \d+ 項商品$/) });
      await page.find({ role: 'link', name: '黃銅葫蘆擺件' });
    });
  });
}
