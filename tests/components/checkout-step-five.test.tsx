/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { OrderResult } from '@/components/checkout/step-five/order-result';
import { StepBar } from '@/components/checkout/step-bar';
import type { ShoppingResultView } from '@/lib/api/types';
import { readOrderResult } from '@/lib/domain/checkout/result';
import { attemptKeyAtom, detailsAtom, draftLinesAtom, resetCheckoutDraft } from '@/lib/state/checkout';

jest.mock('@/lib/hooks/use-cart', () => ({ CART_KEY: 'cart' }));
jest.mock('@/lib/api/member-browser', () => ({ bffApi: () => ({}) }));
// An order without draws (the red packets are in red-packets.test.tsx).
jest.mock('@/lib/api/activities', () => ({ getDraws: jest.fn().mockResolvedValue([]), openDraw: jest.fn() }));

const views = [
  { id: 1, sort: 0, title: '感謝您的訂購', content: '<p>我們已收到您的訂單</p><script>alert(1)</script>' },
  { id: 2, sort: 1, title: '交易失敗', content: '<p>本次訂單並未成立</p>' },
] as ShoppingResultView[];

function showResult(query: Record<string, string>) {
  const result = readOrderResult(query);
  if (!result) throw new Error('no result');
  render(
    <>
      <StepBar current={result.ok ? 5 : 0} />
      <OrderResult result={result} views={views} />
    </>,
  );
}

const store = getDefaultStore();

beforeEach(() => {
  resetCheckoutDraft();
  store.set(draftLinesAtom, [{ cart_id: 1, product_id: 10, product_number: '04001', quantity: 1, name: '黃銅葫蘆擺件' }]);
  store.set(detailsAtom, (details) => ({ ...details, name: '林志明' }));
  store.set(attemptKeyAtom, 'key-1');
});

describe('step 5 (spec member §2)', () => {
  it('success (retCode 00): entry 0, the order number, the links; the draft is cleared', async () => {
    showResult({ retCode: '00', order_id: '12', order_no: 'W20261123000001' });
    expect(screen.getByRole('heading', { name: '感謝您的訂購' })).toBeInTheDocument();
    expect(screen.getByText('我們已收到您的訂單')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('訂單編號：W20261123000001')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '購買紀錄' })).toHaveAttribute('href', '/member/order/list');
    expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/home');
    expect(screen.getAllByRole('listitem')[4]).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('訂單送出');
    await waitFor(() => expect(store.get(draftLinesAtom)).toEqual([]));
    expect(store.get(attemptKeyAtom)).toBeNull();
    expect(window.localStorage.getItem('tocin-checkout-lines')).toBeNull();
  });

  it('ECPay\'s RtnCode 1 in ret_code is a success too', () => {
    showResult({ ret_code: '1', order_no: 'W2' });
    expect(screen.getByRole('heading', { name: '感謝您的訂購' })).toBeInTheDocument();
  });

  it('a declined card (any other code): 交易失敗, entry 1, step 0 on the bar; the draft kept for another try, the attempt ended', async () => {
    showResult({ retCode: '10200095', order_id: '13', order_no: 'W3' });
    expect(screen.getByRole('heading', { name: '交易失敗', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('本次訂單並未成立')).toBeInTheDocument();
    const last = screen.getAllByRole('listitem')[4];
    expect(last).toHaveTextContent('交易失敗');
    expect(last).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(store.get(attemptKeyAtom)).toBeNull());
    expect(store.get(detailsAtom).name).toBe('林志明');
    expect(store.get(draftLinesAtom)).toHaveLength(1);
  });

  it('error=500: the order failed (訂單送出失敗), entry 1', () => {
    showResult({ error: '500' });
    expect(screen.getByRole('heading', { name: '訂單送出失敗' })).toBeInTheDocument();
    expect(screen.getByText('本次訂單並未成立')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent('交易失敗');
  });
});
