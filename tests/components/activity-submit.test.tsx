/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderGifts } from '@/components/checkout/step-four/use-submit-order';
import { getCart } from '@/lib/api/cart';
import { ApiError } from '@/lib/api/errors';
import { createOrder } from '@/lib/api/orders';
import { ACTIVITY_MESSAGES, activityOutcomes } from '@/lib/domain/activities';
import { getActivities } from '@/lib/api/activities';
import { useCheckout } from '@/lib/hooks/use-checkout';
import { giftChoicesAtom, resetCheckoutDraft } from '@/lib/state/checkout';
import { StepFour } from '@/components/checkout/step-four/step-four';
import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { cartLine } from '../support/cart-fixtures';
import { fixedPv, productGift, raffle } from './activity-fixtures';
import { checkout, line } from './checkout-fixture';
import { SubmitHarness } from './submit-harness';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api/member-browser', () => ({ bffApi: () => ({}) }));
jest.mock('@/lib/api/cart', () => ({ getCart: jest.fn() }));
jest.mock('@/lib/api/orders', () => ({ createOrder: jest.fn() }));
jest.mock('@/lib/hooks/use-cart', () => ({ CART_KEY: 'cart' }));
jest.mock('@/lib/hooks/use-logout', () => ({ useLogout: () => jest.fn() }));
jest.mock('@/components/checkout/step-four/payment-page', () => ({ openPaymentPage: jest.fn() }));
jest.mock('@/lib/api/activities', () => ({ getActivities: jest.fn() }));
jest.mock('@/lib/hooks/use-checkout', () => ({ useCheckout: jest.fn() }));
jest.mock('@/lib/hooks/use-shop-settings', () => ({
  useOffices: () => ({ data: [{ id: 3, code: '03', name: '臺中總公司' }] }),
  useLoveCodes: () => ({ data: [] }),
  usePaymentMethods: () => ({ data: [{ id: 4, name: 'ATM 轉帳', code: 'ATM', content: '' }] }),
}));

/** 6,000 PV of goods and two condition products: a fixed gift X2, a product gift chosen, one draw. */
const lines = [cartLine(1, { pv: 1000 }, { product_quantity: 6 }), cartLine(2, { pv: 0 }, { product_quantity: 2 })];
const gifts: OrderGifts = {
  outcomes: activityOutcomes([fixedPv(), productGift(), raffle()], lines, '2026-11-23 10:00:00'),
  choices: { 3: { product_id: 305, times: 1 } },
};


const refusal = (code: number, activityId: number) => new ApiError(422, 'refused', code, undefined, { message: 'refused', status_from_backend: code, error_activity_id: activityId });
const placed = { id: 12, order_number: 'W1', payment: 'ATM', order_status: 1, url: null };
const sent = (call: number) => (createOrder as jest.Mock).mock.calls[call];

async function submitOnce() {
  const user = userEvent.setup();
  render(<SubmitHarness gifts={gifts} />);
  await user.click(screen.getByRole('button', { name: '送出訂單' }));
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  resetCheckoutDraft();
  (getCart as jest.Mock).mockResolvedValue({ data: [line], removed: [] });
});

describe('step 4 submits the activities (spec-coverage “Activities” "Order submit payload")', () => {
  it('activities: each giving activity with its gifts, the chosen product gift and the draws; nothing agreed', async () => {
    (createOrder as jest.Mock).mockResolvedValue(placed);
    await submitOnce();
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringContaining('retCode=00')));
    expect(sent(0)[1]).toMatchObject({
      activities: [
        { activity_id: 1, items: [{ product_id: 301, product_number: '0301', quantity: 2 }], draws: 0 },
        { activity_id: 3, items: [{ product_id: 305, product_number: '0305', quantity: 1 }], draws: 0 },
        { activity_id: 4, items: [], draws: 1 },
      ],
      agree_freebie_none: 0,
      agree_freebie_none_ids: [],
    });
  });
});

describe('refusals 4010–4014 (spec-coverage “Activities”)', () => {
  it.each([4010, 4013])('%i for a product-gift activity: 部分活動贈品已送完, then step 1', async (code) => {
    (createOrder as jest.Mock).mockRejectedValue(refusal(code, 3));
    const user = await submitOnce();
    const alert = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.someGiftsGone });
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it.each([4010, 4013])('%i for another activity, yes: resubmitted as a new attempt with the activity agreed', async (code) => {
    (createOrder as jest.Mock).mockRejectedValueOnce(refusal(code, 1)).mockResolvedValue(placed);
    const user = await submitOnce();
    const ask = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.continueWithout('滿額贈：每滿 3,000 PV 送好禮') });
    await user.click(within(ask).getByRole('button', { name: '繼續送出' }));
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    expect(sent(1)[1]).toMatchObject({ agree_freebie_none: 1, agree_freebie_none_ids: [1] });
    expect(sent(1)[2]).not.toBe(sent(0)[2]);
    expect(getCart).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringContaining('retCode=00')));
  });

  it('4013 for a raffle, no: back to step 1, nothing resubmitted', async () => {
    (createOrder as jest.Mock).mockRejectedValue(refusal(4013, 4));
    const user = await submitOnce();
    const ask = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.continueWithout('紅包抽獎') });
    await user.click(within(ask).getByRole('button', { name: '回購物車' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it.each([
    [4011, '活動已結束'],
    [4012, '活動贈品選擇有誤，請回購物車重新選擇'],
    [4014, ACTIVITY_MESSAGES.paused],
  ])('%i: %s, then step 1', async (code, message) => {
    (createOrder as jest.Mock).mockRejectedValue(refusal(code, 1));
    const user = await submitOnce();
    const alert = await screen.findByRole('alertdialog', { name: message });
    expect(push).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
  });
});

describe('step 4 page: the gift rows and the question as a real dialog', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

  beforeEach(() => {
    (useCheckout as jest.Mock).mockReturnValue({ state: 'ready', checkout: { ...checkout, preview: { ...checkout.preview, lines } } });
    (getActivities as jest.Mock).mockResolvedValue([fixedPv(), productGift(), raffle()]);
    getDefaultStore().set(giftChoicesAtom, { 3: { product_id: 305, times: 1 } });
  });

  it('shows what the order earns under its lines; 4013 asks in an alert dialog whose cancel goes back to step 1', async () => {
    (createOrder as jest.Mock).mockRejectedValue(refusal(4013, 1));
    const user = userEvent.setup();
    render(<StepFour terms={null} />, { wrapper });
    const rows = await screen.findByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle });
    expect(rows).toHaveTextContent('開運御守 X2');
    expect(rows).toHaveTextContent('招財手鍊 X1');
    expect(rows).toHaveTextContent('可獲得紅包抽獎 1 次');
    expect(within(rows).queryByRole('radio')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    const ask = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.continueWithout('滿額贈：每滿 3,000 PV 送好禮') });
    expect(within(ask).getByRole('button', { name: '繼續送出' })).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '回購物車' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
  });

  it('the order cannot be sent until the activities are read', async () => {
    (getActivities as jest.Mock).mockReturnValue(new Promise(() => {}));
    render(<StepFour terms={null} />, { wrapper });
    expect(screen.getByRole('button', { name: '送出訂單' })).toBeDisabled();
  });
});
