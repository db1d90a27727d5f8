/** @jest-environment #jsdom-page-environment */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { CartGifts } from '@/components/checkout/step-one/cart-gifts';
import { StepOneNextButton } from '@/components/checkout/step-one/next-button';
import type { Activity, CartLine } from '@/lib/contract/types';
import { ACTIVITY_MESSAGES, ACTIVITY_WARNINGS } from '@/lib/domain/activities';
import { pendingGiftChoice } from '@/lib/checkout/pending-gift-choice';
import { giftChoicesAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { cartLine } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { FreshCache, renderPage } from '../support/render-page';
import { fixedPv, productGift, raffle, rangePv } from './activity-fixtures';
import { answerShopState, member } from './checkout-fixture';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push }) }));

mockNetwork();
const store = getDefaultStore();
/** The activities GET activities answers, to an ordinary member (the page reads is_tester from GET users). */
const answerActivities = (activities: Activity[], isTester = 0) =>
  server.use(
    http.get('/api/bff/activities', () => HttpResponse.json(contractAnswer('GET activities', { data: activities }))),
    http.get('/api/bff/users', () =>
      HttpResponse.json(contractAnswer('GET users', { data: member({ is_tester: isTester }) })),
    ),
  );

/** Goods of `pv` each (product 10). */
const goods = (quantity: number, pv = 1000) => cartLine(1, { name: '白水晶簇', pv }, { product_quantity: quantity });
/** The product-gift activity's condition product (product 20). */
const condition = (quantity: number) => cartLine(2, { name: '紫水晶洞', pv: 0 }, { product_quantity: quantity });

function showGifts(activities: Activity[], lines: CartLine[]) {
  answerActivities(activities);
  return render(<CartGifts lines={lines} />, { wrapper: FreshCache });
}

beforeEach(() => {
  push.mockReset();
  resetCheckoutDraft();
  window.localStorage.clear();
});

describe('a testing activity (P §7: "testers also see is_testing"), whatever the API answered', () => {
  it('an ordinary member does not see it; a tester does', async () => {
    const testing = fixedPv({}, { title: '測試活動：每滿 3,000 PV', is_testing: 1 });
    showGifts([testing, rangePv()], [goods(6)]);
    const section = await screen.findByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle });
    expect(within(section).queryByText(/測試活動/)).not.toBeInTheDocument();
    cleanup();
    answerActivities([testing, rangePv()], 1);
    render(<CartGifts lines={[goods(6)]} />, { wrapper: FreshCache });
    expect(await screen.findByText(/測試活動/)).toBeInTheDocument();
  });
});

describe('step 1 gift rows (spec-coverage “Activities” "Cart step 1", §4 "Activities")', () => {
  it('under the cart: each earning activity, its gifts as name X quantity and the raffle draws earned', async () => {
    showGifts([fixedPv(), rangePv(), productGift(), raffle()], [goods(6)]);
    const section = await screen.findByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle });
    const rows = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '滿額贈：每滿 3,000 PV 送好禮',
      'PV 區間好禮',
      '紅包抽獎',
    ]);
    expect(rows[0]).toHaveTextContent('開運御守 X2');
    expect(rows[1]).toHaveTextContent('琉璃擺件 X2');
    expect(rows[2]).toHaveTextContent('可獲得紅包抽獎 1 次');
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
  });

  it('recomputed when the cart changes: under 3,000 PV the fixed gift is gone, and no lines earn nothing at all', async () => {
    const view = showGifts([fixedPv(), rangePv()], [goods(3)]);
    expect(await screen.findByText('開運御守 X1')).toBeInTheDocument();
    expect(screen.getByText('平安香包 X1')).toBeInTheDocument();
    view.rerender(<CartGifts lines={[goods(2)]} />);
    expect(screen.queryByText(/開運御守/)).not.toBeInTheDocument();
    expect(screen.getByText('平安香包 X1')).toBeInTheDocument();
    view.rerender(<CartGifts lines={[goods(1)]} />);
    expect(screen.queryByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle })).not.toBeInTheDocument();
  });

  it('a product gift: a radio group; a choice asks 是否確認選擇的選項？ and is taken only on yes', async () => {
    const user = userEvent.setup();
    showGifts([productGift()], [condition(2)]);
    const group = await screen.findByRole('group', { name: '請選擇贈品（可選 1 份）' });
    expect(group).toHaveAccessibleDescription(ACTIVITY_MESSAGES.choiceRequired);
    const bracelet = within(group).getByRole('radio', { name: '招財手鍊 X1' });

    await user.click(bracelet);
    const confirm = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.confirmChoice });
    expect(confirm).toHaveTextContent('招財手鍊 X1');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bracelet).not.toBeChecked();
    expect(store.get(giftChoicesAtom)).toEqual({});

    await user.click(bracelet);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '確定' }));
    expect(bracelet).toBeChecked();
    expect(store.get(giftChoicesAtom)).toEqual({ 3: { product_id: 305, times: 1 } });
    expect(group).not.toHaveAccessibleDescription(ACTIVITY_MESSAGES.choiceRequired);
  });

  it('declining another option restores the previous choice; the keyboard moves through the group', async () => {
    const user = userEvent.setup();
    store.set(giftChoicesAtom, { 3: { product_id: 301, times: 1 } });
    showGifts([productGift()], [condition(3)]);
    const amulet = await screen.findByRole('radio', { name: '開運御守 X1' });
    expect(amulet).toBeChecked();
    amulet.focus();
    await user.keyboard('{ArrowDown}');
    const confirm = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.confirmChoice });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(amulet).toBeChecked();
    expect(screen.getByRole('radio', { name: '招財手鍊 X1' })).not.toBeChecked();
    expect(store.get(giftChoicesAtom)).toEqual({ 3: { product_id: 301, times: 1 } });
  });

  it('a choice resets when the count drops, and follows it when it grows', async () => {
    store.set(giftChoicesAtom, { 3: { product_id: 305, times: 2 } });
    const view = showGifts([productGift()], [condition(4)]);
    expect(await screen.findByRole('radio', { name: '招財手鍊 X2' })).toBeChecked();
    view.rerender(<CartGifts lines={[condition(6)]} />);
    expect(screen.getByRole('radio', { name: '招財手鍊 X3' })).toBeChecked();
    expect(store.get(giftChoicesAtom)).toEqual({ 3: { product_id: 305, times: 3 } });
    view.rerender(<CartGifts lines={[condition(5)]} />);
    expect(screen.getByRole('radio', { name: '招財手鍊 X2' })).not.toBeChecked();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(ACTIVITY_MESSAGES.choiceRequired);
    expect(store.get(giftChoicesAtom)).toEqual({});
  });

  it('a gift without quota left cannot be chosen', async () => {
    showGifts(
      [
        productGift({
          freebies: [
            fixedPv().ruleable.freebie!,
            { ...fixedPv().ruleable.freebie!, product_id: 305, name: '招財手鍊', remaining_gift_quota: 0 },
          ],
        }),
      ],
      [condition(2)],
    );
    expect(await screen.findByRole('radio', { name: '招財手鍊（已送完）' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '開運御守 X1' })).toBeEnabled();
  });

  it.each([
    ['ended', [fixedPv({}, { ended_at: '2026-01-02 00:00:00' })], [goods(3)]],
    ['soldOut', [fixedPv({ remaining_quota: 0 })], [goods(3)]],
    ['partial', [fixedPv({ remaining_quota: 1 })], [goods(6)]],
    ['perOrderMax', [fixedPv()], [goods(12)]],
    ['drawsShort', [raffle({ remaining_quota: 1 })], [goods(10)]],
  ] as const)('the %s warning is announced with its activity', async (warning, activities, lines) => {
    showGifts([...activities], [...lines]);
    const status = await screen.findByText(ACTIVITY_WARNINGS[warning]);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status.closest('li')).toHaveTextContent(activities[0].title);
  });
});

describe("step 1's next while a product gift is still to choose (spec-coverage “Activities” 'Step 1 next')", () => {
  const shopOpen = () => answerShopState();

  it('pendingGiftChoice: pending without a choice, or once the count dropped below the choice; not with a standing one or nothing to choose', async () => {
    answerActivities([productGift(), fixedPv()]);
    expect(await pendingGiftChoice([condition(2)])).toBe(true);
    store.set(giftChoicesAtom, { 3: { product_id: 305, times: 1 } });
    expect(await pendingGiftChoice([condition(3)])).toBe(false);
    store.set(giftChoicesAtom, { 3: { product_id: 305, times: 2 } });
    expect(await pendingGiftChoice([condition(3)])).toBe(true);
    expect(await pendingGiftChoice([condition(1), goods(3)])).toBe(false);
  });

  it("next is refused with '請選擇活動贈品' and the member stays on step 1", async () => {
    shopOpen();
    answerActivities([productGift()]);
    const user = userEvent.setup();
    renderPage(<StepOneNextButton lines={[condition(2)]} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const alert = await screen.findByRole('alertdialog', { name: '提醒' });
    expect(alert).toHaveTextContent('請選擇活動贈品');
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    expect(push).not.toHaveBeenCalled();
  });

  it('with the choice made, next opens step 2', async () => {
    shopOpen();
    answerActivities([productGift()]);
    store.set(giftChoicesAtom, { 3: { product_id: 301, times: 1 } });
    const user = userEvent.setup();
    renderPage(<StepOneNextButton lines={[condition(2)]} />);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/2'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
