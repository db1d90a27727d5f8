/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { openPaymentPage } from '@/components/checkout/step-four/payment-page';
import { StepFour } from '@/components/checkout/step-four/step-four';
import { getCart } from '@/lib/api/cart';
import { ApiError } from '@/lib/api/errors';
import { createOrder } from '@/lib/api/orders';
import { ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { useLogout } from '@/lib/hooks/use-logout';
import { attemptKeyAtom, resetCheckoutDraft } from '@/lib/state/checkout';
import { line } from './checkout-fixture';
import { SubmitHarness } from './submit-harness';

const push = jest.fn();
const logout = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api/member-browser', () => ({ bffApi: () => ({}) }));
jest.mock('@/lib/api/cart', () => ({ getCart: jest.fn() }));
jest.mock('@/lib/api/orders', () => ({ createOrder: jest.fn() }));
jest.mock('@/lib/hooks/use-cart', () => ({ CART_KEY: 'cart' }));
jest.mock('@/lib/hooks/use-logout', () => ({ useLogout: jest.fn() }));
jest.mock('@/components/checkout/step-four/payment-page', () => ({ openPaymentPage: jest.fn() }));
jest.mock('@/lib/hooks/use-checkout', () => ({ useCheckout: () => ({ state: 'ready', checkout: jest.requireActual('./checkout-fixture').checkout }) }));
jest.mock('@/lib/hooks/use-shop-settings', () => ({
  useOffices: () => ({ data: [{ id: 3, code: '03', name: '臺中總公司' }] }),
  useLoveCodes: () => ({ data: [] }),
  usePaymentMethods: () => ({ data: [{ id: 4, name: 'ATM 轉帳', code: 'ATM', content: '' }] }),
}));
// The order earns nothing here (the activities' paths are in activity-submit.test.tsx).
jest.mock('@/lib/hooks/use-activities', () => ({ useGiftOutcomes: () => ({ outcomes: [], choices: {}, failed: false, retry: jest.fn() }) }));


const refusal = (status: number, code?: number, errors?: Record<string, string[]>) =>
  new ApiError(status, code ? (ORDER_SUBMIT_ERRORS[code]?.message ?? '活動已結束') : 'Server Error', code, errors);
const key = () => getDefaultStore().get(attemptKeyAtom);

async function submitOnce() {
  const user = userEvent.setup();
  render(<SubmitHarness />);
  await user.click(screen.getByRole('button', { name: '送出訂單' }));
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  resetCheckoutDraft();
  (useLogout as jest.Mock).mockReturnValue(logout);
  (getCart as jest.Mock).mockResolvedValue({ data: [line], removed: [] });
});

describe('step 4 submission (spec-coverage “Checkout pages”)', () => {
  it('an ATM order: one POST with the payload and a new key, then step 5 with retCode 00', async () => {
    (createOrder as jest.Mock).mockResolvedValue({ id: 12, order_number: 'W20261123000001', payment: 'ATM', order_status: 1, url: null });
    await submitOnce();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?retCode=00&order_id=12&order_no=W20261123000001'));
    const [, body, sentKey] = (createOrder as jest.Mock).mock.calls[0];
    expect(body).toMatchObject({ order_items: [{ cart_id: 1, product_id: 10, product_number: '04001', quantity: 1 }], payment: 4, atm_day: '2026-11-24', card_number: '12345', shipping_fee: 100, total_price: 2980, total_pv: 144, terms_agree: 1, receiver_address: '臺中市西屯區市政路1號' });
    expect(sentKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key()).toBe(sentKey);
    expect(screen.getByRole('button', { name: '送出訂單' })).toBeDisabled();
  });

  it('a card order goes to the provider\'s page', async () => {
    (createOrder as jest.Mock).mockResolvedValue({ id: 13, order_number: 'W2', payment: 'card', order_status: 2, url: '/api/web/payment-sandbox/checkout?x=1' });
    await submitOnce();
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/api/web/payment-sandbox/checkout?x=1'));
  });

  it('a double click sends one order', async () => {
    let answer: (value: unknown) => void = () => {};
    (createOrder as jest.Mock).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<SubmitHarness />);
    const button = screen.getByRole('button', { name: '送出訂單' });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    await act(async () => answer({ id: 1, order_number: 'W1', payment: 'ATM', order_status: 1, url: null }));
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it('an answer that never came: the same key again (and no second stock check), so never two orders', async () => {
    (createOrder as jest.Mock).mockRejectedValueOnce(new DOMException('timeout', 'TimeoutError')).mockResolvedValue({ id: 1, order_number: 'W1', payment: 'ATM', order_status: 1, url: null });
    const user = await submitOnce();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(/無法確認訂單是否已送出/);
    await user.click(screen.getByRole('button', { name: '確定' }));
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    const keys = (createOrder as jest.Mock).mock.calls.map((call) => call[2]);
    expect(keys[0]).toBe(keys[1]);
    expect(getCart).toHaveBeenCalledTimes(1);
  });

  it('a line without stock: back to step 1 with the names, nothing posted', async () => {
    (getCart as jest.Mock).mockResolvedValue({ data: [], removed: [] });
    const user = await submitOnce();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.outOfStock(['黃銅葫蘆擺件']));
    expect(createOrder).not.toHaveBeenCalled();
    expect(key()).toBeNull();
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
  });

  describe.each([
    [4001, 'logout'],
    [4003, 'logout'],
    [4004, 'logout'],
    [4005, 'logout'],
    [4006, 'step1'],
    [4007, 'step1'],
    [4008, 'stay'],
    [4009, 'reorder'],
    [4011, 'step1'],
    [4012, 'step1'],
  ] as const)('status_from_backend %i', (code, action) => {
    it(`alerts ${ORDER_SUBMIT_ERRORS[code].message}, then ${action}; the attempt's key is dropped`, async () => {
      (createOrder as jest.Mock).mockRejectedValue(refusal(code === 4007 ? 409 : 422, code, code === 4007 ? { order_items: ['黃銅葫蘆擺件 已無法購買'] } : undefined));
      const user = await submitOnce();
      const alert = await screen.findByRole('alertdialog');
      expect(alert).toHaveAccessibleName(ORDER_SUBMIT_ERRORS[code].message);
      if (code === 4007) expect(alert).toHaveTextContent('黃銅葫蘆擺件 已無法購買');
      expect(key()).toBeNull();
      await user.click(screen.getByRole('button', { name: '確定' }));
      expect(logout).toHaveBeenCalledTimes(action === 'logout' ? 1 : 0);
      if (action === 'logout') expect(logout).toHaveBeenCalledWith('logout');
      if (action === 'step1') expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
      else expect(push).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '送出訂單' })).toBeEnabled();
    });
  });

  it.each([[4099], [4999], [undefined]])('anything else (%s): 系統錯誤, then step 5 with error=500', async (code) => {
    (createOrder as jest.Mock).mockRejectedValue(refusal(code ? 422 : 500, code));
    const user = await submitOnce();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.systemError);
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?error=500');
  });

  it('4009: the next submission makes a new key', async () => {
    (createOrder as jest.Mock).mockRejectedValueOnce(refusal(503, 4009)).mockResolvedValue({ id: 1, order_number: 'W1', payment: 'ATM', order_status: 1, url: null });
    const user = await submitOnce();
    await user.click(await screen.findByRole('button', { name: '確定' }));
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    const keys = (createOrder as jest.Mock).mock.calls.map((call) => call[2]);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('step 4 preview (spec-coverage “Checkout pages”)', () => {
  it('shows every choice, the lines with the shipping line and totals in NT$, and needs the terms while they are shown', async () => {
    (createOrder as jest.Mock).mockResolvedValue({ id: 12, order_number: 'W1', payment: 'ATM', order_status: 1, url: null });
    const user = userEvent.setup();
    render(<StepFour terms={{ html: '<p>活動條款內容</p>', required: true }} />);
    expect(screen.getByText('臺中總公司')).toBeInTheDocument();
    expect(screen.getByText('407 臺中市西屯區市政路1號')).toBeInTheDocument();
    expect(screen.getByText('會員載具')).toBeInTheDocument();
    expect(screen.getByText('ATM 轉帳')).toBeInTheDocument();
    expect(screen.getByText('2026/11/24')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /黃銅葫蘆擺件/ })).toHaveTextContent('NT$2,880');
    expect(screen.getByRole('row', { name: /運費/ })).toHaveTextContent('06004');
    expect(screen.getByText('NT$2,980')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '活動條款內容' })).toHaveTextContent('活動條款內容');

    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    expect(await screen.findByText(ORDER_MESSAGES.terms)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已閱讀並同意活動條款' })).toHaveAttribute('aria-invalid', 'true');
    expect(createOrder).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: '我已閱讀並同意活動條款' }));
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect((createOrder as jest.Mock).mock.calls[0][1]).toMatchObject({ terms_agree: 1 });
  });

  it('no terms shown: no checkbox, terms_agree 0', async () => {
    (createOrder as jest.Mock).mockResolvedValue({ id: 12, order_number: 'W1', payment: 'ATM', order_status: 1, url: null });
    const user = userEvent.setup();
    render(<StepFour terms={null} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect((createOrder as jest.Mock).mock.calls[0][1]).toMatchObject({ terms_agree: 0 });
  });
});
