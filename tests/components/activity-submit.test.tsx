/** @jest-environment #jsdom-page-environment */
import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { StepFour } from '@/components/checkout/step-four/step-four';
import { ACTIVITY_MESSAGES, ACTIVITY_WARNINGS } from '@/lib/domain/activities';
import { giftChoicesAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { cartLine } from '../support/cart-fixtures';
import { contractAnswer, statusOfCode } from '../support/contract-fixture';
import { later, mockNetwork, refusal, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';
import { fixedPv, productGift, raffle } from './activity-fixtures';
import { answerCheckout, storeDraft } from './checkout-fixture';
import { openStepFour, submitStepFour } from './step-four-page';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push }) }));

const network = mockNetwork();

/** 6,000 PV of goods and two condition products: a fixed gift X2, a product gift chosen, one draw. */
const lines = [cartLine(1, { pv: 1000 }, { product_quantity: 6 }), cartLine(2, { pv: 0 }, { product_quantity: 2 })];

const refused = (code: number, activityId: number) => refusal('refused', code, { error_activity_id: activityId });
const placed = { data: { id: 12, order_number: 'W1', payment: 'ATM' as const, order_status: 1, url: null } };
const orders = () => network.sent('POST /api/bff/orders');
const stockChecks = () => network.sent('GET /api/bff/user/shopping-carts').length;

beforeEach(() => {
  push.mockReset();
  resetCheckoutDraft();
  signIn();
  storeDraft({ lines });
  getDefaultStore().set(giftChoicesAtom, { 3: { product_id: 305, times: 1 } });
  answerCheckout({ lines, activities: [fixedPv(), productGift(), raffle()] });
});

describe('step 4 submits the activities (spec-coverage “Activities” "Order submit payload")', () => {
  it('activities: each giving activity with its gifts, the chosen product gift and the draws; nothing agreed', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(contractAnswer('POST orders', placed, 201), { status: 201 }),
      ),
    );
    await submitStepFour();
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringContaining('retCode=00')));
    expect(orders()[0].body).toMatchObject({
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
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(refused(code, 3), { status: statusOfCode('POST orders', code) }),
      ),
    );
    const user = await submitStepFour();
    const alert = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.someGiftsGone });
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
    expect(orders()).toHaveLength(1);
  });

  it.each([4010, 4013])(
    '%i for another activity, yes: resubmitted as a new attempt with the activity agreed',
    async (code) => {
      server.use(
        http.post(
          '/api/bff/orders',
          () => HttpResponse.json(refused(code, 1), { status: statusOfCode('POST orders', code) }),
          { once: true },
        ),
        http.post('/api/bff/orders', () =>
          HttpResponse.json(contractAnswer('POST orders', placed, 201), { status: 201 }),
        ),
      );
      const { user, send } = await openStepFour();
      const checksBefore = stockChecks();
      await user.click(send);
      const ask = await screen.findByRole('alertdialog', {
        name: ACTIVITY_MESSAGES.continueWithout('滿額贈：每滿 3,000 PV 送好禮'),
      });
      await user.click(within(ask).getByRole('button', { name: '繼續送出' }));
      await waitFor(() => expect(orders()).toHaveLength(2));
      expect(orders()[1].body).toMatchObject({ agree_freebie_none: 1, agree_freebie_none_ids: [1] });
      const [first, second] = orders().map((order) => order.headers.get('Idempotency-Key'));
      expect(second).not.toBe(first);
      expect(stockChecks()).toBe(checksBefore + 2);
      await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringContaining('retCode=00')));
    },
  );

  it('4013 for a raffle, no: back to step 1, nothing resubmitted', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(refused(4013, 4), { status: statusOfCode('POST orders', 4013) }),
      ),
    );
    const user = await submitStepFour();
    const ask = await screen.findByRole('alertdialog', { name: ACTIVITY_MESSAGES.continueWithout('紅包抽獎') });
    await user.click(within(ask).getByRole('button', { name: '回購物車' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
    expect(orders()).toHaveLength(1);
  });

  it.each([
    [4011, '活動已結束'],
    [4012, '活動贈品選擇有誤，請回購物車重新選擇'],
    [4014, ACTIVITY_MESSAGES.paused],
  ])('%i: %s, then step 1', async (code, message) => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(refusal(message, code, { error_activity_id: 1 }), {
          status: statusOfCode('POST orders', code),
        }),
      ),
    );
    const user = await submitStepFour();
    const alert = await screen.findByRole('alertdialog', { name: message });
    expect(push).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
  });
});

describe('step 4 page: the gift rows and the question as a real dialog', () => {
  it('shows what the order earns under its lines; 4013 asks in an alert dialog whose cancel goes back to step 1', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(refused(4013, 1), { status: statusOfCode('POST orders', 4013) }),
      ),
    );
    const { user, send } = await openStepFour();
    const rows = screen.getByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle });
    expect(rows).toHaveTextContent('開運御守 X2');
    expect(rows).toHaveTextContent('招財手鍊 X1');
    expect(rows).toHaveTextContent('可獲得紅包抽獎 1 次');
    expect(within(rows).queryByRole('radio')).not.toBeInTheDocument();

    await user.click(send);
    const ask = await screen.findByRole('alertdialog', {
      name: ACTIVITY_MESSAGES.continueWithout('滿額贈：每滿 3,000 PV 送好禮'),
    });
    expect(within(ask).getByRole('button', { name: '繼續送出' })).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '回購物車' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
  });

  it('a warning shows under its activity on step 4 too (partial: the quota ran short)', async () => {
    answerCheckout({ lines, activities: [fixedPv({ remaining_quota: 1 })] });
    await openStepFour();
    const rows = screen.getByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle });
    expect(within(rows).getByText(ACTIVITY_WARNINGS.partial).closest('li')).toHaveTextContent(fixedPv().title);
  });

  it('the order cannot be sent until the activities are read', async () => {
    // Answered by the test at its end: a read left unanswered would time out (ANSWER_TIMEOUT_MS) after the test.
    const activities = later();
    server.use(http.get('/api/bff/activities', activities.reply));
    renderPage(<StepFour terms={null} />);
    expect(await screen.findByRole('button', { name: '送出訂單' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle })).not.toBeInTheDocument();
    activities.answer(contractAnswer('GET activities', { data: [fixedPv()] }));
    await waitFor(() => expect(screen.getByRole('button', { name: '送出訂單' })).toBeEnabled());
    expect(screen.getByRole('region', { name: ACTIVITY_MESSAGES.giftRowsTitle })).toBeInTheDocument();
  });
});
