import { addDays, isWeekend, lastDayOfMonth } from 'date-fns';
import type { Db } from '../db/types';
import {
  deliveryMethods,
  loveCodes,
  paymentMethods,
  remittanceDays,
  settlementDays,
  shippingRules,
  shopSystems,
  shoppingResultViews,
} from '../db/schema';
import { isoDate, isoDateTime, seedCalendar } from './dates';
import { syncIdSequence } from './ids';

const REMITTANCE_WORKING_DAYS = 20;

/** Payment, shipping, invoice and shop-state settings of the order flow (spec-coverage “Checkout pages”). */
export async function seedShopSettings(db: Db) {
  const when = seedCalendar();

  // Ids are the spec's payment ids: 1 taiShinCard, 2 card, 3 unionPay, 4 ATM.
  await db.insert(paymentMethods).values([
    {
      id: 1,
      code: 'taiShinCard',
      name: '台新信用卡',
      content: '<p>使用台新銀行信用卡付款；全為開運商品之訂單可選擇 12 期分期付款。</p>',
      max_installment: 12,
    },
    {
      id: 2,
      code: 'card',
      name: '信用卡',
      content: '<p>支援 VISA、MasterCard、JCB 信用卡，訂單滿 NT$3,000 起可分期付款。</p>',
      max_installment: 9,
    },
    {
      id: 3,
      code: 'unionPay',
      name: '銀聯卡',
      content: '<p>使用銀聯卡一次付清，將導向銀聯安全付款頁面。</p>',
      max_installment: 0,
    },
    {
      id: 4,
      code: 'ATM',
      name: 'ATM 轉帳',
      content: '<p>請選擇匯款日並填寫匯款帳號末五碼，於匯款日當天完成轉帳。逾期未付款之訂單將自動取消。</p>',
    },
  ]);
  await syncIdSequence(db, paymentMethods);

  const days: string[] = [];
  for (let date = when.today; days.length < REMITTANCE_WORKING_DAYS; date = addDays(date, 1)) {
    if (!isWeekend(date)) days.push(isoDate(date));
  }
  await db.insert(remittanceDays).values(days.map((day) => ({ day })));

  await db.insert(shopSystems).values({ status: 1 });

  // This month's settlement window, switched off: ordering is open in the demo.
  const monthEnd = lastDayOfMonth(when.today);
  await db.insert(settlementDays).values({
    status: 0,
    started_at: isoDateTime(monthEnd, '20:00:00'),
    finished_at: isoDateTime(addDays(monthEnd, 1), '09:00:00'),
  });

  await db.insert(loveCodes).values(
    [
      ['財團法人創世社會福利基金會', '臺北市', '919', '創世基金會'],
      ['財團法人伊甸社會福利基金會', '臺北市', '25885', '伊甸基金會'],
      ['財團法人台灣兒童暨家庭扶助基金會', '臺中市', '5584', '家扶基金會'],
      ['財團法人陽光社會福利基金會', '臺北市', '13579', '陽光基金會'],
      ['財團法人喜憨兒社會福利基金會', '高雄市', '88888', '喜憨兒基金會'],
      ['財團法人臺中市私立惠明盲童育幼院', '臺中市', '8455', '惠明盲童育幼院'],
    ].map(([name, city, love_code, nickname], index) => ({ sort: index + 1, name, city, love_code, nickname })),
  );

  // Rule ids follow the postal-prefix mapping of spec-coverage “Checkout pages” (1 main island, 2–5 outlying islands).
  await db.insert(shippingRules).values([
    { id: 1, name: '臺灣本島', shipping_fee: 100, free_shipping: 5000 },
    { id: 2, name: '澎湖', shipping_fee: 200, free_shipping: 10000 },
    { id: 3, name: '金門、馬祖', shipping_fee: 250, free_shipping: 10000 },
    { id: 4, name: '東沙、南沙、小琉球、蘭嶼', shipping_fee: 250, free_shipping: 10000 },
    { id: 5, name: '綠島', shipping_fee: 200, free_shipping: 10000 },
  ]);
  await syncIdSequence(db, shippingRules);

  // Entry 0 is the success text, entry 1 the failure text of step 5.
  await db.insert(shoppingResultViews).values([
    {
      sort: 0,
      title: '感謝您的訂購',
      content:
        '<p>感謝您的訂購！我們已收到您的訂單，將盡快為您處理出貨。</p><p>您可至「會員專區 > 訂單查詢」查看訂單處理進度。</p>',
    },
    {
      sort: 1,
      title: '交易失敗',
      content:
        '<p>很抱歉，您的交易未能完成，本次訂單並未成立。</p><p>請確認付款資料後重新訂購，如有疑問請洽客服專線 04-2358-6688。</p>',
    },
  ]);

  await db.insert(deliveryMethods).values([
    { sort: 1, code: '51', name: '宅配到府', content: '<p>由物流公司配送至您指定的地址，約 3 至 5 個工作天送達。</p>' },
    // An order picked up at an office stores that office's code as its delivery_code.
    {
      sort: 2,
      code: 'office',
      name: '營業所自取',
      content: '<p>商品送達您選擇的營業所後，將以簡訊通知您於營業時間內取貨。</p>',
    },
  ]);
}
