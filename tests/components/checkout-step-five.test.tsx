/** @jest-environment #jsdom-page-environment */
import { screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { OrderResult } from '@/components/checkout/step-five/order-result';
import type { Order, ShoppingResultView } from '@/lib/contract/types';
import { order as orderFixture, specOrder } from './order-fixtures';
import { readOrderResult } from '@/lib/domain/checkout/result';
import { orderAttemptAtom, detailsAtom, draftLinesAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { renderPage } from '../support/render-page';

const network = mockNetwork();

/**
 * The order step 5 names, as GET orders/{id} answers it (`specOrder`: without the shop's additions), without draws
 * (the red packets are in red-packets.test.tsx).
 */
function answerOrder(overrides: Partial<Order>, id = 12, fixture = orderFixture) {
  server.use(
    http.get(`/api/bff/orders/${id}`, () =>
      HttpResponse.json({ data: fixture({ id, order_number: 'W20261123000001', ...overrides }) }),
    ),
    http.get(`/api/bff/activities_five/${id}`, () => HttpResponse.json({ data: [] })),
  );
}

const views = [
  { id: 1, sort: 0, title: '感謝您的訂購', content: '<p>我們已收到您的訂單</p><script>alert(1)</script>' },
  { id: 2, sort: 1, title: '交易失敗', content: '<p>本次訂單並未成立</p>' },
] as ShoppingResultView[];

function showResult(query: Record<string, string>) {
  const result = readOrderResult(query);
  if (!result) throw new Error('no result');
  renderPage(<OrderResult result={result} views={views} />);
}

const store = getDefaultStore();

beforeEach(() => {
  resetCheckoutDraft();
  store.set(draftLinesAtom, [
    { cart_id: 1, product_id: 10, product_number: '04001', quantity: 1, name: '黃銅葫蘆擺件' },
  ]);
  store.set(detailsAtom, (details) => ({ ...details, name: '林志明' }));
  store.set(orderAttemptAtom, { key: 'key-1', after: 0, total: 2980, productIds: [10] });
});

describe('step 5 (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  it('an ATM order placed (read from the order): entry 0, the order number, the links; the draft is cleared', async () => {
    answerOrder({ order_status: 1, payment: 'ATM' });
    showResult({ retCode: '00', order_id: '12', order_no: 'W20261123000001' });
    expect(await screen.findByRole('heading', { name: '感謝您的訂購' })).toBeInTheDocument();
    expect(screen.getByText(/逾期未付款之訂單將自動取消/)).toBeInTheDocument();
    expect(screen.getByText('我們已收到您的訂單')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('訂單編號：W20261123000001')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '購買紀錄' })).toHaveAttribute('href', '/member/order/list');
    expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/home');
    expect(screen.getAllByRole('listitem')[4]).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('訂單送出');
    await waitFor(() => expect(store.get(draftLinesAtom)).toEqual([]));
    expect(store.get(orderAttemptAtom)).toBeNull();
    expect(window.localStorage.getItem('tocin-checkout-lines')).toBeNull();
  });

  it("ECPay's RtnCode 1 in ret_code is a success too", () => {
    showResult({ ret_code: '1', order_no: 'W2' });
    expect(screen.getByRole('heading', { name: '感謝您的訂購' })).toBeInTheDocument();
  });

  it('the URL says success but the order says its card was declined: 交易失敗, never the URL’s word; the goods are back in the cart', async () => {
    answerOrder({
      order_status: 11,
      payment: 'card',
      closed_reason: 'declined',
      cart_restored: true,
      payment_link_void: true,
    });
    showResult({ retCode: '00', order_id: '12', order_no: 'W20261123000001' });
    expect(await screen.findByRole('heading', { name: '交易失敗', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '感謝您的訂購' })).toBeNull();
    expect(screen.getByText('本次訂單並未成立')).toBeInTheDocument();
    expect(screen.getByText(/訂單中的商品已放回購物車/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回購物車重新結帳' })).toHaveAttribute('href', '/member/shopcart/step/1');
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('交易失敗');
  });

  it.each([
    ['a card still processing', { order_status: 2, payment: 'card' as const }, '付款處理中', 5],
    [
      'a card order that expired',
      { order_status: 11, payment: 'card' as const, closed_reason: 'expired' as const },
      '付款逾時',
      0,
    ],
    [
      'an ATM order past its day',
      { order_status: 9, payment: 'ATM' as const, closed_reason: 'expired' as const },
      '付款逾時',
      0,
    ],
    [
      'a payment after the order was closed (23)',
      { order_status: 23, payment: 'card' as const, closed_reason: 'late_payment' as const },
      '異常交易',
      0,
    ],
    ['a paid card order', { order_status: 3, payment: 'card' as const }, '感謝您的訂購', 5],
  ])('%s: step 5 is headed by what the order is, whatever the URL says', async (_label, overrides, heading, step) => {
    answerOrder(overrides);
    showResult({ retCode: '00', order_id: '12', order_no: 'W20261123000001' });
    expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[4]).toHaveAttribute('aria-current', 'step');
    expect(items[4]).toHaveTextContent(step === 5 ? '訂單送出' : '交易失敗');
  });

  it.each([
    ['a card still processing', { order_status: 2, payment: 'card' as const }],
    ['an ATM order waiting for its transfer', { order_status: 1, payment: 'ATM' as const }],
  ])('%s with draws says its red packets open once it is paid, and opens none', async (_label, order) => {
    answerOrder(order);
    server.use(
      http.get('/api/bff/activities_five/12', () =>
        HttpResponse.json(
          contractAnswer('GET activities_five/{order_id}', {
            data: [
              {
                id: 5,
                order_id: 12,
                activity_id: 3,
                activity_title: '滿額抽紅包',
                opened_at: null,
                product: null,
                product_name: null,
              },
            ],
          }),
        ),
      ),
    );
    showResult({ retCode: '00', order_id: '12' });
    expect(await screen.findByText('付款完成後即可抽獎')).toBeInTheDocument();
    expect(
      network
        .sent()
        .some((request) => request.route.startsWith('PUT ') && request.url.pathname.includes('activities_five')),
    ).toBe(false);
    expect(screen.queryByRole('button', { name: /紅包/ })).toBeNull();
  });

  it('an unpaid order without draws says nothing of them (issue 35)', async () => {
    answerOrder({ order_status: 1, payment: 'ATM' });
    showResult({ retCode: '00', order_id: '12' });
    expect(await screen.findByRole('heading', { name: '感謝您的訂購' })).toBeInTheDocument();
    await waitFor(() =>
      expect(network.sent().some((request) => request.url.pathname === '/api/bff/activities_five/12')).toBe(true),
    );
    expect(screen.queryByText('付款完成後即可抽獎')).toBeNull();
  });

  it('a declined card (the order says so): 交易失敗, entry 1, step 0 on the bar; the draft kept for another try, the attempt ended', async () => {
    answerOrder({ order_status: 11, payment: 'card', closed_reason: 'declined' }, 13);
    showResult({ retCode: '10200095', order_id: '13', order_no: 'W3' });
    expect(await screen.findByRole('heading', { name: '交易失敗', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('本次訂單並未成立')).toBeInTheDocument();
    const last = screen.getAllByRole('listitem')[4];
    expect(last).toHaveTextContent('交易失敗');
    expect(last).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(store.get(orderAttemptAtom)).toBeNull());
    expect(store.get(detailsAtom).name).toBe('林志明');
    expect(store.get(draftLinesAtom)).toHaveLength(1);
  });

  it('error=500: the order failed (訂單送出失敗), entry 1', () => {
    showResult({ error: '500' });
    expect(screen.getByRole('heading', { name: '訂單送出失敗' })).toBeInTheDocument();
    expect(screen.getByText('本次訂單並未成立')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('交易失敗');
  });

  it.each([
    ['11', { order_status: 11, payment: 'card' as const }, '交易失敗', '發卡銀行未核准本次付款，訂單未成立。'],
    ['9', { order_status: 9, payment: 'card' as const }, '訂單已取消', '本訂單已取消，付款連結已失效。'],
  ])(
    "a card order at %s answered without closed_reason and cart_restored (the shop's additions): told by its status, no cart link",
    async (_, overrides, heading, text) => {
      answerOrder(overrides, 12, specOrder);
      showResult({ retCode: '00', order_id: '12', order_no: 'W20261123000001' });
      expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '回購物車重新結帳' })).toBeNull();
      expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('交易失敗');
    },
  );
});
