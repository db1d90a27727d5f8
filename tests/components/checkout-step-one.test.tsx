/** @jest-environment #jsdom-page-environment */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { StepOneNextButton } from '@/components/checkout/step-one/next-button';
import type { ActivityRule } from '@/lib/contract/types';
import { ORDER_MESSAGES } from '@/lib/domain/orders';
import { ShopClosedReadingProvider } from '@/lib/checkout/use-shop-closed-reading';
import type { ShopClosedReading } from '@/lib/domain/orders/shop-state';
import { draftLinesAtom, reachedAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { cartLine } from '../support/cart-fixtures';
import { fixTaipeiTime } from '../support/clock';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';
import { productGift } from './activity-fixtures';
import { answerShopState, member, shopWindow } from './checkout-fixture';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push }) }));

mockNetwork();

// Now is 2026-11-23 10:00 in Taipei.
fixTaipeiTime('2026-11-23 10:00:00');

const lines = [
  cartLine(1, { name: '黃銅葫蘆擺件', product_number: '04001', quantity: 70 }, { product_quantity: 2 }),
  cartLine(2, { quantity: 0 }),
];

/** The shop as step 1's next reads it; `gifts`: a product-gift activity on line 1 whose gift is not chosen yet. */
function shop({
  settling = false,
  closed = false,
  profile = member(),
  gifts = false,
  system = shopWindow(closed ? 0 : 1),
} = {}) {
  answerShopState({ settling, system, profile });
  server.use(
    http.get('/api/bff/activities', () =>
      HttpResponse.json(
        contractAnswer('GET activities', {
          data: gifts
            ? [productGift({ activity_products: [{ id: 10 } as ActivityRule['activity_products'][number]] })]
            : [],
        }),
      ),
    ),
  );
}

async function pressNext(reading?: ShopClosedReading) {
  const user = userEvent.setup();
  const button = <StepOneNextButton lines={lines} />;
  renderPage(reading ? <ShopClosedReadingProvider reading={reading}>{button}</ShopClosedReadingProvider> : button);
  await user.click(screen.getByRole('button', { name: '下一步' }));
  return user;
}

beforeEach(() => {
  push.mockReset();
  resetCheckoutDraft();
  window.localStorage.clear();
  signIn();
});

describe('step 1 next (spec-coverage “Checkout pages”): the rules in order, each with its alert and destination', () => {
  it('settlement running: the settlement alert, then home (even when the shop is also closed and the member expired)', async () => {
    shop({ settling: true, closed: true, profile: member({ expiry_day: '2026-01-01', email: null }) });
    const user = await pressNext();
    const alert = await screen.findByRole('alertdialog', { name: '提醒' });
    expect(alert).toHaveTextContent(ORDER_MESSAGES.settlement);
    expect(push).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/home');
  });

  it('shop closed: straight to the shop-close page, no alert', async () => {
    shop({ closed: true, profile: member({ email: null }) });
    await pressNext();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/shop-close'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a window (status 1) reads as the server says: closed outside opening hours under outside-window, open under the default', async () => {
    // Now is 10:00; the window is this evening.
    shop({ system: shopWindow(1, '2026-11-23 18:00:00', '2026-11-23 22:00:00') });
    await pressNext('outside-window');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/shop-close'));

    push.mockReset();
    cleanup();
    shop({ system: shopWindow(1, '2026-11-23 18:00:00', '2026-11-23 22:00:00') });
    await pressNext();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/2'));
  });

  it('expired with year PV under 6,000: the expiry alert, then home', async () => {
    shop({ profile: member({ expiry_day: '2026-09-30', pv: { year_pv: 5999 }, email: null }) });
    const user = await pressNext();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(ORDER_MESSAGES.expired);
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/home');
  });

  it('no e-mail: the e-mail alert, then /member/account', async () => {
    shop({ profile: member({ email: null }), gifts: true });
    const user = await pressNext();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(ORDER_MESSAGES.noEmail);
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/account');
  });

  it('a gift choice pending: the alert, and the member stays', async () => {
    shop({ gifts: true });
    const user = await pressNext();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(ORDER_MESSAGES.giftChoicePending);
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('otherwise the draft gets the purchasable lines and step 2 opens', async () => {
    shop();
    await pressNext();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/2'));
    expect(getDefaultStore().get(draftLinesAtom)).toEqual([
      { cart_id: 1, product_id: 10, product_number: '04001', quantity: 2, name: '黃銅葫蘆擺件' },
    ]);
    expect(getDefaultStore().get(reachedAtom)).toBe(2);
    expect(JSON.parse(window.localStorage.getItem('tocin-checkout-lines') ?? '[]')).toHaveLength(1);
  });

  it("no line still purchasable: '購物車內沒有可訂購的商品', and the member stays", async () => {
    shop();
    const user = userEvent.setup();
    renderPage(<StepOneNextButton lines={[lines[1]]} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(ORDER_MESSAGES.nothingToOrder);
    expect(push).not.toHaveBeenCalled();
    expect(getDefaultStore().get(reachedAtom)).not.toBe(2);
  });

  it('the shop state cannot be read: said, and nothing happens', async () => {
    shop();
    server.use(http.get('/api/web/shop-systems', () => HttpResponse.json(refusal('Server Error'), { status: 500 })));
    await pressNext();
    expect(await screen.findByRole('alert')).toHaveTextContent('目前無法確認商城狀態，請稍後再試');
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
  });
});
