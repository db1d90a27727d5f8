import type { APIRequestContext } from '@playwright/test';
import { makeMember, removeMember, type Member } from '../fixtures';
import { expect, journey, SIZES, type JourneyPage } from './journey';
import { pattern } from './locate';
import { waitForPath } from './steps';

/**
 * A member's journeys (issue 51) in every engine, at a phone's width and a desktop's: sign in through the form,
 * a favourite, the cart, the five steps to step 5 by ATM, the order in the list and its detail, a natal chart,
 * sign out; and the idle logout. Each test is a member of its own (tests/e2e/fixtures.ts makeMember).
 */

async function productPath(request: APIRequestContext, number: string) {
  const response = await request.get(`/api/web/products/number-search/${number}`);
  expect(response.status()).toBe(200);
  return `/product/${((await response.json()) as { data: { id: number } }).data.id}`;
}

async function signIn(page: JourneyPage, member: Member) {
  await page.path('/member/login');
  await page.type({ label: '帳號' }, member.username);
  await page.type({ label: '密碼' }, member.password);
  await page.click({ role: 'button', name: '登入', exact: true });
  // The seeded login notice (status 1) pops up; closing it goes on to /home.
  await page.click({ role: 'button', name: '確定', within: { role: 'alertdialog' } });
  await waitForPath(page, /^\/home$/);
}

const next = (page: JourneyPage) => page.click({ role: 'button', name: '下一步', exact: true });

for (const size of SIZES) {
  journey.describe(`a member on a ${size.name}`, () => {
    let member: Member;
    journey.beforeEach(async ({ request }) => {
      member = await makeMember(request);
    });
    journey.afterEach(async ({ request }) => {
      await removeMember(request, member);
    });

    journey(
      'sign in, a favourite, the cart, five steps by ATM, the order, a natal chart, sign out',
      async ({ open, request }) => {
        const page = await open(size);
        await signIn(page, member);

        await page.path(await productPath(request, '04001'));
        await page.click({ role: 'button', name: '加入最愛' });
        await page.find({ role: 'button', name: '移除最愛' });
        await page.click({ role: 'button', name: '加入購物車', exact: true });
        await page.find({ role: 'status', name: '成功加入購物車' });
        await page.find({ role: 'link', name: '購物車，1 件商品' });
        await page.path('/member/favorite');
        await page.find({ role: 'link', name: '黃銅葫蘆擺件' });

        await page.path('/member/shopcart/step/1');
        await page.find({ role: 'row', name: '黃銅葫蘆擺件' });
        await next(page);
        await waitForPath(page, /\/step\/2$/);
        await page.click({ role: 'radio', name: '營業所自取' });
        await page.choose({ label: '取貨營業所' }, '臺北營業所');
        await page.click({ role: 'radio', name: '會員載具' });
        await next(page);
        await waitForPath(page, /\/step\/3$/);
        await page.click({ role: 'radio', name: pattern(/^ATM 轉帳/) });
        const firstDay = await page.run<string>(
          "return [...document.querySelectorAll('select')].find((select) => select.labels[0]?.textContent.includes('匯款日期')).options[1].value;",
        );
        await page.choose({ label: '匯款日期' }, firstDay);
        await page.type({ label: '匯款帳號末 5 碼' }, '12345');
        await next(page);
        await waitForPath(page, /\/step\/4$/);
        await page.click({ role: 'checkbox', name: '我已閱讀並同意活動條款' });
        await page.click({ role: 'button', name: '送出訂單' });
        await waitForPath(page, /\/step\/5\?/);
        await page.find({ role: 'heading', name: '感謝您的訂購' });
        const orderNumber = (await page.text()).match(/訂單編號：(W\d+)/)?.[1];
        expect(orderNumber).toBeTruthy();

        await page.path('/member/order/list');
        await page.click({ role: 'link', name: orderNumber! });
        await waitForPath(page, /\/member\/order\/\d+$/);
        await page.find({ role: 'heading', name: '訂單明細' });
        await page.find({ text: '黃銅葫蘆擺件' });

        await page.path('/member/natalchart');
        const form = { role: 'form', name: '新增命盤' } as const;
        await page.type({ label: '姓名', within: form }, '跨引擎');
        await page.click({ role: 'radio', name: '男', exact: true, within: form });
        await page.choose({ label: '曆法', exact: true, within: form }, '國曆');
        await page.choose({ label: '年', exact: true, within: form }, '79');
        await page.choose({ label: '月', exact: true, within: form }, '5');
        await page.choose({ label: '日', exact: true, within: form }, '17');
        await page.choose({ label: '時', exact: true, within: form }, '14');
        await page.choose({ label: '分', exact: true, within: form }, '30');
        await page.click({ role: 'button', name: '新增', exact: true, within: form });
        await page.find({ text: '國曆 民國79年5月17日 14:30（未）' });

        await page.click({ role: 'button', name: '登出' });
        await page.click({ role: 'button', name: '確定', within: { role: 'alertdialog', name: '登出成功' } });
        await waitForPath(page, /^\/home$/);
      },
    );

    journey('15 minutes without a mouse move or a key press logs the member out', async ({ open }) => {
      const page = await open(size);
      await signIn(page, member);
      await page.path('/member/points');
      await page.find({ role: 'heading', name: '點數查詢' });
      await page.find({ css: 'html[data-session-watch="member"]' });
      // The idle check compares Date.now() with the last activity each second: the page's clock moves 15 minutes on.
      await page.run('const real = Date.now.bind(Date); Date.now = () => real() + 901_000;');
      await page.click({
        role: 'button',
        name: '確定',
        within: { role: 'alertdialog', name: '系統已閒置 15 分鐘未操作，已自動登出' },
      });
      await waitForPath(page, /^\/home$/);
      await page.path('/member/points');
      await waitForPath(page, /^\/member\/login/);
    });
  });
}
