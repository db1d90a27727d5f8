/** @jest-environment #jsdom-page-environment */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { OrderDetailView } from '@/components/orders/order-detail-view';
import { BLIP_RECHECK_MS } from '@/lib/api/session-loss';
import type { Order } from '@/lib/contract/types';
import { orderListNoticeAtom } from '@/lib/state/orders';
import { offContract } from '../support/mocked-answers';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server } from '../support/network';
import { FreshCache } from '../support/render-page';
import { feeItem, office, order, orderItem, specOrder } from './order-fixtures';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const network = mockNetwork();

const INDIVIDUAL = 'A123456789';
const BUSINESS = '12345675';
const OFFICES = [office('01', '臺北營業所', '02-2521-6688'), office('03', '臺中總公司', '04-2358-6688')];

/** The detail page of order `id`: its order, the member (by identity card), the offices and its red packets, as the API answers them. */
function openOrder({ identityCard = INDIVIDUAL, id = '7', draws = [] as unknown[] } = {}) {
  server.use(
    http.get('/api/bff/users', () =>
      HttpResponse.json(contractAnswer('GET users', { data: { identity_card: identityCard } })),
    ),
    http.get('/api/web/offices', () => HttpResponse.json(contractAnswer('GET offices', { data: OFFICES }))),
    http.get(`/api/bff/activities_five/${id}`, () => HttpResponse.json({ data: draws })),
  );
  return render(<OrderDetailView id={id} />, { wrapper: FreshCache });
}

/** Shows an order, once it and the offices are in (every order here is booked to 臺中總公司). */
async function showOrder(value: Order, options: { identityCard?: string; draws?: unknown[] } = {}) {
  server.use(
    http.get('/api/bff/orders/7', () => HttpResponse.json(contractAnswer('GET orders/{id}', { data: value }))),
  );
  const page = openOrder(options);
  await waitFor(() => expect(fact('業績地區')).toHaveTextContent('臺中總公司'));
  return page;
}

const table = (name: string) => screen.getByRole('region', { name });
const bodyRows = (name: string) => within(table(name)).getAllByRole('row').slice(1);
const rowNames = (name: string) => bodyRows(name).map((row) => within(row).getAllByRole('rowheader')[0].textContent);
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  replace.mockReset();
  getDefaultStore().set(orderListNoticeAtom, null);
});

describe('order detail (spec-coverage “Order history pages” "Order detail")', () => {
  it('shows the order: number, date, status, ATM date and last five digits, sales territory by office code', async () => {
    await showOrder(order());
    expect(fact('訂單編號')).toHaveTextContent('W20261123000007');
    expect(fact('訂購日期')).toHaveTextContent('2026-11-23 09:05:07');
    expect(fact('訂單狀態')).toHaveTextContent('已訂購未付款');
    expect(fact('付款方式')).toHaveTextContent('ATM 轉帳');
    expect(fact('匯款日期')).toHaveTextContent('2026-11-25');
    expect(fact('匯款帳號末五碼')).toHaveTextContent('12345');
    expect(fact('業績地區')).toHaveTextContent('臺中總公司');
    expect(screen.queryByText('分期付款')).not.toBeInTheDocument();
  });

  it('an unpaid ATM order says until when it may be paid; in the demo, links to the sandbox bank', async () => {
    await showOrder(order({ demo_transfer_url: '/api/web/payment-sandbox/transfer?x=1' }));
    const life = screen.getByRole('region', { name: '付款狀態說明' });
    expect(life).toHaveTextContent('請於 2026-11-25 23:59 前完成轉帳，逾期未付款之訂單將自動取消。');
    expect(screen.getByRole('link', { name: '模擬銀行轉帳入帳（示範環境）' })).toHaveAttribute(
      'href',
      '/api/web/payment-sandbox/transfer?x=1',
    );
  });

  it('23 (paid after it was closed): 異常交易 and the refund; a void payment link is said', async () => {
    await showOrder(
      order({
        payment: 'card',
        order_status: 23,
        closed_reason: 'late_payment',
        payment_deadline: null,
        paid_at: '2026-11-23 10:00:00',
      }),
    );
    expect(fact('訂單狀態')).toHaveTextContent('異常交易');
    expect(screen.getByRole('region', { name: '付款狀態說明' })).toHaveTextContent('款項將由專人為您辦理退款');
  });

  it('再買一次 puts the goods back in the cart and says which could not go, and why', async () => {
    server.use(
      http.post('/api/bff/orders/7/buy-again', () =>
        HttpResponse.json(
          contractAnswer('POST orders/{id}/buy-again', {
            data: {
              added: [{ product_id: 10, product_number: '02001', name: '白水晶手串', quantity: 2 }],
              refused: [
                { product_id: 20, product_number: '02008', name: '紫水晶洞', quantity: 1, reason: '紫水晶洞 庫存不足' },
              ],
            },
          }),
        ),
      ),
    );
    await showOrder(order());
    await userEvent.setup().click(screen.getByRole('button', { name: '再買一次' }));
    expect(await screen.findByText('已加入購物車：白水晶手串 ×2')).toBeInTheDocument();
    expect(screen.getByText('無法加入：紫水晶洞（紫水晶洞 庫存不足）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往購物車' })).toHaveAttribute('href', '/member/shopcart/step/1');
    expect(network.sent('POST /api/bff/orders/7/buy-again')).toHaveLength(1);
  });

  it('再買一次 on an API without the call: no 404 text, the order’s products linked to their pages instead (D24)', async () => {
    server.use(
      http.post('/api/bff/orders/7/buy-again', () => HttpResponse.json(refusal('Not Found'), { status: 404 })),
    );
    await showOrder(
      order({
        order_items: [
          orderItem(1, { product_id: 10 }),
          orderItem(2, { product_id: 10, product_number: '02001' }),
          orderItem(3, { product_id: 30, product_number: '02003', products: null }),
          orderItem(4, { product_id: 40, activity_id: 2 }),
          feeItem(5, 100),
        ],
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '再買一次' }));
    const said = await screen.findByText('目前無法一次將此訂單的商品加入購物車，請至商品頁面重新加入：');
    const instead = within(said.closest('[aria-live]') as HTMLElement);
    expect(instead.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['商品1', '/product/10'],
      ['02003', '/product/30'],
    ]);
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a card payment with its instalments', async () => {
    await showOrder(
      order({ payment: 'taiShinCard', installment: 12, atm_day: null, card_number: null, order_status: 3 }),
    );
    expect(fact('付款方式')).toHaveTextContent('台新信用卡');
    expect(fact('分期付款')).toHaveTextContent('分 12 期');
    expect(screen.queryByText('匯款日期')).not.toBeInTheDocument();
  });

  it('home delivery (code 51): receiver, phone and address', async () => {
    await showOrder(order());
    expect(fact('配送方式')).toHaveTextContent('宅配到府');
    expect(fact('收件人')).toHaveTextContent('林志明');
    expect(fact('聯絡電話')).toHaveTextContent('0912111222');
    expect(fact('收件地址')).toHaveTextContent('407 臺中市西屯區市政路386號5樓');
  });

  it('office pickup: the office name and phone found by the delivery code', async () => {
    await showOrder(
      order({
        delivery_code: '01',
        postal_code: null,
        receiver_address: null,
        shipping_fee: 0,
        total_price: 2400,
        order_items: [orderItem(1, { product_quantity: 2 })],
      }),
    );
    expect(fact('配送方式')).toHaveTextContent('營業所自取');
    expect(fact('取貨營業所')).toHaveTextContent('臺北營業所');
    expect(fact('營業所電話')).toHaveTextContent('02-2521-6688');
    expect(fact('取貨人')).toHaveTextContent('林志明');
  });

  it('splits products (no activity_id) from gifts, each sorted by product number then id, leaving out the fee line', async () => {
    await showOrder(
      order({
        order_items: [
          orderItem(5, {
            product_number: '02010',
            products: { id: 50, name: '紫水晶洞', product_number: '02010', member_price: 1, pv: 1, images: [] },
          }),
          feeItem(6, 100),
          orderItem(3, {
            product_number: '01006',
            products: { id: 30, name: '開運手鍊', product_number: '01006', member_price: 1, pv: 1, images: [] },
          }),
          orderItem(9, {
            product_number: '09001',
            activity_id: 2,
            price: 0,
            pv: 0,
            products: { id: 90, name: '贈品乙', product_number: '09001', member_price: 0, pv: 0, images: [] },
          }),
          orderItem(4, {
            product_number: '02010',
            products: { id: 40, name: '紫水晶洞二', product_number: '02010', member_price: 1, pv: 1, images: [] },
          }),
          orderItem(8, {
            product_number: '09001',
            activity_id: 2,
            price: 0,
            pv: 0,
            products: { id: 80, name: '贈品甲', product_number: '09001', member_price: 0, pv: 0, images: [] },
          }),
          orderItem(7, {
            product_number: '08001',
            activity_id: 1,
            price: 0,
            pv: 0,
            products: { id: 70, name: '贈品丙', product_number: '08001', member_price: 0, pv: 0, images: [] },
          }),
        ],
      }),
    );
    expect(rowNames('購買商品')).toEqual(['開運手鍊', '紫水晶洞二', '紫水晶洞', '運費']);
    expect(rowNames('活動贈品')).toEqual(['贈品丙', '贈品甲', '贈品乙']);
  });

  it('a product row: image, name linking to the product, number, unit price, PV, quantity, line total and line PV', async () => {
    await showOrder(order());
    const row = screen.getByRole('row', { name: /商品1/ });
    expect(within(row).getByRole('link', { name: '商品1' })).toHaveAttribute('href', '/product/10');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['02001', 'NT$1,200', '960', '2', 'NT$2,400', '1,920']);
  });

  it.each([
    [100, '06004'],
    [200, '0600401'],
    [250, '0600402'],
  ] as const)('shows the shipping fee %i as a row with its code %s', async (fee, code) => {
    await showOrder(
      order({
        shipping_fee: fee,
        total_price: 2400 + fee,
        order_items: [orderItem(1, { product_quantity: 2 }), feeItem(2, fee)],
      }),
    );
    const row = within(table('購買商品')).getByRole('row', { name: /運費/ });
    expect(within(row).getByText(code)).toBeInTheDocument();
    expect(within(row).getAllByText(`NT$${fee}`)).toHaveLength(2);
    expect(fact('運費')).toHaveTextContent(`NT$${fee}`);
  });

  it('shows no fee row when the fee is zero', async () => {
    await showOrder(
      order({ shipping_fee: 0, total_price: 6000, order_items: [orderItem(1, { product_quantity: 5 })] }),
    );
    expect(within(table('購買商品')).queryByRole('row', { name: /運費/ })).not.toBeInTheDocument();
    expect(screen.queryByText('運費', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('totals in NT$ with commas: goods, fee, total and total PV', async () => {
    await showOrder(order({ total_price: 12600, shipping_fee: 100, total_pv: 10080 }));
    expect(fact('商品金額')).toHaveTextContent('NT$12,500');
    expect(fact('訂單總額')).toHaveTextContent('NT$12,600');
    expect(fact('總 PV')).toHaveTextContent('10,080');
  });

  it('an individual member sees the carrier: member carrier, mobile barcode with the barcode, donation with the love code', async () => {
    const { unmount } = await showOrder(order({ carrier_type: 1 }));
    expect(fact('發票載具')).toHaveTextContent('會員載具');
    expect(screen.queryByText('發票寄送方式')).not.toBeInTheDocument();
    unmount();
    const second = await showOrder(order({ carrier_type: 2, carrier_id: '/ABC1234' }));
    expect(fact('發票載具')).toHaveTextContent('手機條碼');
    expect(fact('手機條碼')).toHaveTextContent('/ABC1234');
    second.unmount();
    await showOrder(order({ carrier_type: 4, love_code: '919' }));
    expect(fact('發票載具')).toHaveTextContent('捐贈');
    expect(fact('愛心碼')).toHaveTextContent('919');
  });

  it('a business member (identity card not starting with a capital letter) sees the invoice method and address', async () => {
    const { unmount } = await showOrder(order({ carrier_type: null, invoice_accept_type: 1 }), {
      identityCard: BUSINESS,
    });
    expect(fact('發票寄送方式')).toHaveTextContent('同收件地址');
    expect(fact('發票地址')).toHaveTextContent('407 臺中市西屯區市政路386號5樓');
    expect(screen.queryByText('發票載具')).not.toBeInTheDocument();
    unmount();
    const second = await showOrder(
      order({ carrier_type: null, invoice_accept_type: 2, invoice_address: '104 臺北市中山區南京東路二段1號' }),
      { identityCard: BUSINESS },
    );
    expect(fact('發票寄送方式')).toHaveTextContent('其他地址');
    expect(fact('發票地址')).toHaveTextContent('104 臺北市中山區南京東路二段1號');
    second.unmount();
    await showOrder(order({ carrier_type: null, invoice_accept_type: 3, invoice_address: '01' }), {
      identityCard: BUSINESS,
    });
    expect(fact('發票寄送方式')).toHaveTextContent('營業所自取');
    expect(fact('發票地址')).toHaveTextContent('臺北營業所');
  });

  it('the invoice number once issued, and no 發票號碼 before', async () => {
    const { unmount } = await showOrder(order({ invoice_number: null }));
    expect(screen.queryByText('發票號碼')).not.toBeInTheDocument();
    unmount();
    await showOrder(order({ invoice_number: 'AB12345678' }));
    expect(fact('發票號碼')).toHaveTextContent('AB12345678');
  });

  it('a lucky item shows its personalisation: chart, birth, word, ring size with the finger, or wrist size', async () => {
    const lucky = { is_lucky: 1, fortune_name: '王小明', fortune_word: '甲' };
    await showOrder(
      order({
        order_items: [
          orderItem(1, {
            ...lucky,
            product_number: '01205',
            fortune_ring_size: '12.5',
            fortune_finger: 'R4',
            result: { CC: '民國79年5月17日 14時30分' } as Order['order_items'][0]['result'],
          }),
          orderItem(2, { ...lucky, product_number: '01209', fortune_wrist_size: 'L-24cm', fortune_word: '子' }),
        ],
      }),
    );
    const ring = screen.getByRole('row', { name: /商品1/ });
    expect(within(ring).getByText('王小明')).toBeInTheDocument();
    expect(within(ring).getByText('民國79年5月17日 14時30分')).toBeInTheDocument();
    expect(within(ring).getByText('甲')).toBeInTheDocument();
    expect(within(ring).getByText('12.5 號（右手無名指）')).toBeInTheDocument();
    const wrist = screen.getByRole('row', { name: /商品2/ });
    expect(within(wrist).getByText('L-24cm')).toBeInTheDocument();
    expect(within(wrist).getByText('子')).toBeInTheDocument();
  });

  it.each([
    ['ATM', 1, true],
    ['ATM', 3, true],
    ['ATM', 4, false],
    ['card', 4, true],
    ['card', 5, false],
    ['unionPay', 2, true],
    ['taiShinCard', 6, false],
    ['ATM', 9, false],
  ] as const)('offers cancel for %s at status %i: %s', async (payment, status, offered) => {
    await showOrder(order({ payment, order_status: status }));
    expect(!!screen.queryByRole('button', { name: '取消訂單' })).toBe(offered);
  });

  it('asks 確定取消訂單? in a modal dialog; 返回 and Escape keep the order', async () => {
    const user = userEvent.setup();
    await showOrder(order());
    await user.click(screen.getByRole('button', { name: '取消訂單' }));
    const dialog = screen.getByRole('alertdialog', { name: '確定取消訂單?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: '返回' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '返回' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '取消訂單' }));
    screen.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.sent('PUT /api/bff/orders/7')).toHaveLength(0);
  });

  it('cancels on 確定: status 已取消, 訂單已取消 announced, the button gone', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/bff/orders/7', () =>
        HttpResponse.json(contractAnswer('PUT orders/{id}', { data: order({ order_status: 9 }) })),
      ),
    );
    await showOrder(order());
    await user.click(screen.getByRole('button', { name: '取消訂單' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('訂單已取消'));
    expect(network.sent('PUT /api/bff/orders/7').map((request) => request.body)).toEqual([{ order_status: 9 }]);
    expect(fact('訂單狀態')).toHaveTextContent('已取消');
    expect(screen.queryByRole('button', { name: '取消訂單' })).not.toBeInTheDocument();
  });

  it('cancels on 確定 when the API answers without the order (D20): the order is read again, nothing throws', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    server.use(
      http.put('/api/bff/orders/7', () => {
        cancelled = true;
        return offContract(
          HttpResponse.json({ message: '訂單已取消' }),
          "the spec's PUT orders/{id}, no answer shown (D20)",
        );
      }),
    );
    server.use(
      http.get('/api/bff/orders/7', () =>
        HttpResponse.json(contractAnswer('GET orders/{id}', { data: order(cancelled ? { order_status: 9 } : {}) })),
      ),
    );
    openOrder();
    await waitFor(() => expect(fact('業績地區')).toHaveTextContent('臺中總公司'));
    await user.click(screen.getByRole('button', { name: '取消訂單' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('訂單已取消'));
    await waitFor(() => expect(fact('訂單狀態')).toHaveTextContent('已取消'));
    expect(screen.queryByRole('button', { name: '取消訂單' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/bff/orders/7', () => HttpResponse.json(refusal('此訂單狀態已無法取消'), { status: 422 })),
    );
    await showOrder(order());
    await user.click(screen.getByRole('button', { name: '取消訂單' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此訂單狀態已無法取消');
  });

  it.each([
    ['a 404 (missing or another member’s order)', '7', '查無此訂單'],
    ['an id that is not one', 'abc', '查無此訂單'],
  ])('returns to the list after %s, leaving it the message', async (_case, id, message) => {
    server.use(http.get('/api/bff/orders/7', () => HttpResponse.json(refusal('查無此訂單'), { status: 404 })));
    openOrder({ id });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/order/list'));
    expect(getDefaultStore().get(orderListNoticeAtom)).toBe(message);
    expect(network.sent('GET /api/bff/orders/7')).toHaveLength(id === '7' ? 1 : 0);
  });

  it('returns to the list after a network failure, leaving it the message; the session is asked whether it was a blip', async () => {
    server.use(
      http.get('/api/bff/orders/7', () => HttpResponse.error()),
      http.get('/api/session', () => HttpResponse.json({ authenticated: true })),
    );
    // The recheck waits BLIP_RECHECK_MS: on the fake clock, moved by the test, not a real 1.5 s raced by a 3 s wait.
    jest.useFakeTimers();
    try {
      openOrder();
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/order/list'));
      expect(getDefaultStore().get(orderListNoticeAtom)).toBe('訂單資料載入失敗，請稍後再試');
      await act(() => jest.advanceTimersByTimeAsync(BLIP_RECHECK_MS));
      await waitFor(() => expect(network.sent('GET /api/session')).toHaveLength(1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a paid order shows its red packets to open (an ATM order paid after step 5)', async () => {
    const draw = {
      id: 31,
      order_id: 7,
      activity_id: 2,
      activity_title: '紅包抽獎活動',
      opened_at: null,
      product: null,
      product_name: null,
    };
    await showOrder(order({ order_status: 3 }), { draws: [draw] });
    const raffle = await screen.findByRole('region', { name: '紅包抽獎' });
    expect(within(raffle).getByRole('button', { name: '開啟紅包（第 1 個）' })).toBeInTheDocument();
  });

  it('an unpaid ATM order does not ask for its red packets', async () => {
    await showOrder(order({ order_status: 1 }));
    await network.settled();
    expect(network.sent().some((request) => request.url.pathname.includes('activities_five'))).toBe(false);
    expect(screen.queryByRole('region', { name: '紅包抽獎' })).not.toBeInTheDocument();
  });
});

describe("an order answered with M §3's fields only (issue 50: the shop's additions absent)", () => {
  it('an unpaid ATM order: its remittance day, no deadline note; a lucky line with its birth, a gift', async () => {
    const lucky = orderItem(1, {
      is_lucky: 1,
      product_number: '01205',
      fortune_name: '王小明',
      fortune_word: '甲',
      fortune_ring_size: '12.5',
      fortune_finger: 'R4',
      result: { CC: '民國79年5月17日 14時30分' } as Order['order_items'][0]['result'],
    });
    const gift = orderItem(3, { activity_id: 4, price: 0, pv: 0, product_quantity: 0, gift_quantity: 1 });
    await showOrder(specOrder({ order_items: [lucky, gift, feeItem(2, 100)] }));
    expect(fact('匯款日期')).toHaveTextContent('2026-11-25');
    expect(screen.queryByRole('region', { name: '付款狀態說明' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /商品1/ })).getByText('民國79年5月17日 14時30分'),
    ).toBeInTheDocument();
    expect(rowNames('活動贈品')).toEqual(['商品3']);
    expect(document.body).not.toHaveTextContent(/undefined|null|NaN/);
  });

  it('a paid order cancelled (9): the refund is said without closed_reason', async () => {
    await showOrder(specOrder({ order_status: 9, payment: 'card', paid_at: '2026-11-23 09:10:00' }));
    expect(fact('訂單狀態')).toHaveTextContent('已取消');
    expect(screen.getByRole('region', { name: '付款狀態說明' })).toHaveTextContent(
      '本訂單於付款後取消，款項將由專人為您辦理退款。',
    );
  });

  it.each([
    ['9, never paid', { order_status: 9, payment: 'ATM' as const }, '已取消'],
    ['11', { order_status: 11, payment: 'card' as const }, '信用卡交易失敗'],
  ])('a closed order (%s): its status and no note', async (_, overrides, status) => {
    await showOrder(specOrder(overrides));
    expect(fact('訂單狀態')).toHaveTextContent(status);
    expect(screen.queryByRole('region', { name: '付款狀態說明' })).not.toBeInTheDocument();
  });
});
