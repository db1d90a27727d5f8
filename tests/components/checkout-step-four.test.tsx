/** @jest-environment #jsdom-page-environment */
import { act, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
import type { OrderCreated } from '@/lib/contract/types';
import { ANSWER_TIMEOUT_MS } from '@/lib/api/client';
import { SESSION_LOST_EVENT } from '@/lib/api/session-events';
import { StepFour } from '@/components/checkout/step-four/step-four';
import { ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import { attemptOf } from '@/lib/domain/checkout/placed-order';
import { draftLinesAtom, orderAttemptAtom, reachedAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { answerCheckout, line, storeDraft } from './checkout-fixture';
import { contractAnswer, statusOfCode } from '../support/contract-fixture';
import { offContract } from '../support/mocked-answers';
import { later, mockNetwork, pageLoads, refusal, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';
import { openStepFour, submitStepFour } from './step-four-page';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace }) }));

const network = mockNetwork();
const store = getDefaultStore();
const key = () => attemptOf(store.get(orderAttemptAtom))?.key ?? null;
const placed = (overrides: Partial<OrderCreated> = {}) => ({
  data: { id: 12, order_number: 'W20261123000001', payment: 'ATM' as const, order_status: 1, url: null, ...overrides },
});
/** The spec's answer of POST orders, "payment and url" with no `data` (M §7), which the shop reads too. */
const SPEC_FORM = "the spec's form of POST orders' answer (docs/api-contract.md, the shop's readings)";
const orders = () => network.sent('POST /api/bff/orders');
const carts = () => network.sent('GET /api/bff/user/shopping-carts');

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  resetCheckoutDraft();
  sessionStore.set(logoutNoticeAtom, null);
  signIn();
  storeDraft();
  answerCheckout();
  server.use(http.post('/api/session/logout', () => HttpResponse.json({ message: '登出成功' })));
});

describe('step 4 submission (spec-coverage “Checkout pages”)', () => {
  it('an ATM order: one POST with the payload and a new key, then step 5 with retCode 00', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 }),
      ),
    );
    await submitStepFour();
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?retCode=00&order_id=12&order_no=W20261123000001'),
    );
    expect(orders()).toHaveLength(1);
    const [{ body, headers }] = orders();
    expect(body).toMatchObject({
      order_items: [{ cart_id: 1, product_id: 10, product_number: '04001', quantity: 1 }],
      payment: 4,
      atm_day: '2026-11-24',
      card_number: '12345',
      shipping_fee: 100,
      total_price: 2980,
      total_pv: 144,
      terms_agree: 0,
      receiver_address: '臺中市西屯區市政路1號',
    });
    const sentKey = headers.get('Idempotency-Key');
    expect(sentKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key()).toBe(sentKey);
    expect(screen.getByRole('button', { name: '訂單送出中…' })).toBeDisabled();
  });

  // Issue 51: in WebKit, on a busy machine, the cart read again while the order was sent (empty: the order took its
  // lines) made step 4's guard send the member to step 1 instead of step 5.
  it('a cart read again while the order is sent, empty now, never sends the member to step 1', async () => {
    server.use(
      http.post('/api/bff/orders', async () => {
        server.use(
          http.get('/api/bff/user/shopping-carts', () =>
            HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: [], removed: [] })),
          ),
        );
        window.dispatchEvent(new Event('online')); // SWR reads its data again, as on a reconnect
        await waitFor(() => expect(carts().length).toBeGreaterThan(1));
        await delay(50);
        return HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 });
      }),
    );
    await submitStepFour();
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?retCode=00&order_id=12&order_no=W20261123000001'),
    );
    expect(replace).not.toHaveBeenCalledWith('/member/shopcart/step/1');
  });

  it("a card order goes to the provider's page", async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(
          contractAnswer(
            'POST orders',
            placed({
              id: 13,
              order_number: 'W2',
              payment: 'card',
              order_status: 2,
              url: '/api/web/payment-sandbox/checkout?x=1',
            }),
            201,
          ),
          { status: 201 },
        ),
      ),
    );
    await submitStepFour();
    await waitFor(() => expect(pageLoads()).toEqual(['http://localhost/api/web/payment-sandbox/checkout?x=1']));
    expect(push).not.toHaveBeenCalled();
  });

  it('a double click sends one order', async () => {
    // Answered by the test once both clicks are in: a POST left unanswered would time out (ANSWER_TIMEOUT_MS,
    // real time) in a later test of the file, looking its order up there.
    const answer = later();
    server.use(http.post('/api/bff/orders', answer.reply));
    const { send } = await openStepFour();
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(screen.getByRole('button', { name: '訂單送出中…' })).toBeDisabled();
    expect(orders()).toHaveLength(1);
    answer.answer(placed(), 201);
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?retCode=00&order_id=12&order_no=W20261123000001'),
    );
    expect(orders()).toHaveLength(1);
  });

  /** Presses 送出訂單 while POST orders never answers: the client gives up after its timeout (on the fake clock). */
  async function neverAnswered(send: HTMLElement) {
    jest.useFakeTimers();
    try {
      act(() => send.click());
      await waitFor(() => expect(orders().length).toBeGreaterThan(0));
      await act(() => jest.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS));
    } finally {
      jest.useRealTimers();
    }
  }
  /** The member's orders as GET orders answers, once `made` holds the attempt's order (an API built from the spec). */
  const madeOrder = { id: 21, order_number: 'W20261123000021', total_price: 2980, order_items: [{ product_id: 10 }] };
  const answerOrders = (made: () => boolean) =>
    server.use(
      http.get('/api/bff/orders', () =>
        HttpResponse.json(
          contractAnswer('GET orders', { data: made() ? [madeOrder] : [], current_page: 1, last_page: 1 }),
        ),
      ),
    );
  const stepFiveOf = (order = madeOrder) =>
    `/member/shopcart/step/5?retCode=00&order_id=${order.id}&order_no=${order.order_number}`;

  it('an answer that never came and no order made: the orders are looked up first and say so; the next press looks again, then sends the same key once', async () => {
    server.use(
      http.post('/api/bff/orders', () => delay('infinite'), { once: true }),
      http.post('/api/bff/orders', () =>
        HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 }),
      ),
    );
    const { user, send } = await openStepFour();
    const looksBefore = network.sent('GET /api/bff/orders').length;
    await neverAnswered(send);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.orderNotPlaced);
    expect(network.sent('GET /api/bff/orders')).toHaveLength(looksBefore + 2);
    const stockChecks = carts().length;
    await user.click(screen.getByRole('button', { name: '確定' }));
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(orders()).toHaveLength(2));
    expect(network.sent('GET /api/bff/orders')).toHaveLength(looksBefore + 3);
    const [first, second] = orders().map((order) => order.headers.get('Idempotency-Key'));
    expect(first).toBe(second);
    expect(carts()).toHaveLength(stockChecks);
  });

  it('an answer that never came, but the API made the order (it ignores Idempotency-Key): step 5 reads that order, and no press sends a second', async () => {
    let made = false;
    answerOrders(() => made);
    server.use(
      http.post('/api/bff/orders', async () => {
        made = true;
        await delay('infinite');
        return HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 });
      }),
    );
    const { send } = await openStepFour();
    await neverAnswered(send);
    await waitFor(() => expect(push).toHaveBeenCalledWith(stepFiveOf()));
    expect(orders()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '訂單送出中…' })).toBeDisabled();
  });

  it('an answer that never came and the orders unreadable: the order is unconfirmed; the next press sends nothing until the orders say it was not made', async () => {
    const { user, send } = await openStepFour();
    // Readable when the attempt begins, then not.
    server.use(
      http.post('/api/bff/orders', () => delay('infinite')),
      http.get('/api/bff/orders', () => HttpResponse.json(contractAnswer('GET orders', { data: [], last_page: 1 })), {
        once: true,
      }),
      http.get('/api/bff/orders', () => HttpResponse.json(refusal('Service Unavailable'), { status: 503 })),
    );
    await neverAnswered(send);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.orderUnconfirmed);
    await user.click(screen.getByRole('button', { name: '確定' }));
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.orderUnconfirmed);
    expect(orders()).toHaveLength(1);
    expect(key()).not.toBeNull();
  });

  it('the spec’s answer ("payment and url": no data, no id, no order_number): one POST, the order found among the member’s newest, step 5 reads it', async () => {
    let made = false;
    answerOrders(() => made);
    server.use(
      http.post('/api/bff/orders', () => {
        made = true;
        return offContract(HttpResponse.json({ payment: 'ATM', url: null }, { status: 201 }), SPEC_FORM);
      }),
    );
    await submitStepFour();
    await waitFor(() => expect(push).toHaveBeenCalledWith(stepFiveOf()));
    expect(orders()).toHaveLength(1);
    expect(push.mock.calls.flat().join()).not.toContain('undefined');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an answer without data but with id and order_number: step 5 for that order, no lookup needed', async () => {
    server.use(
      http.post('/api/bff/orders', () => offContract(HttpResponse.json(placed().data, { status: 201 }), SPEC_FORM)),
    );
    const looksBefore = network.sent('GET /api/bff/orders').length;
    await submitStepFour();
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?retCode=00&order_id=12&order_no=W20261123000001'),
    );
    expect(network.sent('GET /api/bff/orders')).toHaveLength(looksBefore + 1);
  });

  it('an order made but neither named nor found: the placed result, never "undefined"', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        offContract(HttpResponse.json({ payment: 'ATM', url: null }, { status: 201 }), SPEC_FORM),
      ),
    );
    await submitStepFour();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?retCode=00'));
    expect(orders()).toHaveLength(1);
  });

  it("a card answer without data: the provider's page", async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        offContract(
          HttpResponse.json({ payment: 'card', url: '/api/web/payment-sandbox/checkout?x=2' }, { status: 201 }),
          SPEC_FORM,
        ),
      ),
    );
    await submitStepFour();
    await waitFor(() => expect(pageLoads()).toEqual(['http://localhost/api/web/payment-sandbox/checkout?x=2']));
    expect(push).not.toHaveBeenCalled();
  });

  it('a server failure (502) after the API made the order: step 5 for that order, not 系統錯誤', async () => {
    let made = false;
    answerOrders(() => made);
    server.use(
      http.post('/api/bff/orders', () => {
        made = true;
        return HttpResponse.json(refusal('無法連線至伺服器，請稍後再試'), { status: 502 });
      }),
    );
    await submitStepFour();
    await waitFor(() => expect(push).toHaveBeenCalledWith(stepFiveOf()));
    expect(orders()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a line without stock: back to step 1 with the names, nothing posted', async () => {
    const { user, send } = await openStepFour();
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: [], removed: [] })),
      ),
    );
    await user.click(send);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.outOfStock(['黃銅葫蘆擺件']));
    expect(orders()).toHaveLength(0);
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
    // 4009 comes at 503 (the contract's status for it) and has a test of its own below.
    [4011, 'step1'],
    [4012, 'step1'],
  ] as const)('status_from_backend %i', (code, action) => {
    it(`alerts ${ORDER_SUBMIT_ERRORS[code].message}, then ${action}; the attempt's key is dropped`, async () => {
      const errors = code === 4007 ? { errors: { order_items: ['黃銅葫蘆擺件 已無法購買'] } } : {};
      server.use(
        http.post('/api/bff/orders', () =>
          HttpResponse.json(refusal(ORDER_SUBMIT_ERRORS[code].message, code, errors), {
            status: statusOfCode('POST orders', code),
          }),
        ),
      );
      const user = await submitStepFour();
      const alert = await screen.findByRole('alertdialog');
      expect(alert).toHaveAccessibleName(ORDER_SUBMIT_ERRORS[code].message);
      if (code === 4007) expect(alert).toHaveTextContent('黃銅葫蘆擺件 已無法購買');
      expect(key()).toBeNull();
      await user.click(screen.getByRole('button', { name: '確定' }));
      if (action === 'logout') {
        // Logged out: the session ended, the draft forgotten, the notice raised.
        await waitFor(() => expect(sessionStore.get(logoutNoticeAtom)).toBe('logout'));
        expect(network.sent('POST /api/session/logout')).toHaveLength(1);
        expect(store.get(draftLinesAtom)).toEqual([]);
        expect(push).not.toHaveBeenCalled();
        return;
      }
      expect(network.sent('POST /api/session/logout')).toHaveLength(0);
      if (action === 'step1') expect(push).toHaveBeenCalledWith('/member/shopcart/step/1');
      else expect(push).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '送出訂單' })).toBeEnabled();
    });
  });

  it.each([[4099], [4999], [undefined]])('anything else (%s): 系統錯誤, then step 5 with error=500', async (code) => {
    server.use(
      http.post('/api/bff/orders', () =>
        code
          ? offContract(HttpResponse.json(refusal('活動已結束', code), { status: 422 }), 'a code no call gives')
          : HttpResponse.json(refusal('Server Error'), { status: 500 }),
      ),
    );
    const user = await submitStepFour();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_MESSAGES.systemError);
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?error=500');
  });

  it('the API’s own 4015 (three unpaid orders) follows the spec’s catch-all: 系統錯誤 with the API’s words, then step 5 with error=500 (issue 35)', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(refusal(ORDER_MESSAGES.tooManyUnpaid, 4015), { status: 422 }),
      ),
    );
    const user = await submitStepFour();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleName(ORDER_MESSAGES.systemError);
    expect(alert).toHaveTextContent(ORDER_MESSAGES.tooManyUnpaid);
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/member/shopcart/step/5?error=500');
  });

  it('4009 (the API could not store the order, 503): the member stays signed in, and the next submission makes a new key', async () => {
    server.use(
      http.post(
        '/api/bff/orders',
        () => HttpResponse.json(refusal(ORDER_SUBMIT_ERRORS[4009].message, 4009), { status: 503 }),
        { once: true },
      ),
      http.post('/api/bff/orders', () =>
        HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 }),
      ),
    );
    const sessionLost = jest.fn();
    window.addEventListener(SESSION_LOST_EVENT, sessionLost);
    const user = await submitStepFour();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(ORDER_SUBMIT_ERRORS[4009].message);
    await user.click(await screen.findByRole('button', { name: '確定' }));
    await user.click(screen.getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(orders()).toHaveLength(2));
    const [first, second] = orders().map((order) => order.headers.get('Idempotency-Key'));
    expect(first).not.toBe(second);
    window.removeEventListener(SESSION_LOST_EVENT, sessionLost);
    expect(sessionLost).not.toHaveBeenCalled();
  });
});

describe('step 4 preview (spec-coverage “Checkout pages”)', () => {
  it('shows every choice, the lines with the shipping line and totals in NT$, and needs the terms while they are shown', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 }),
      ),
    );
    const { user, send } = await openStepFour({ html: '<p>活動條款內容</p>', required: true });
    expect(screen.getByText('臺中總公司')).toBeInTheDocument();
    expect(screen.getByText('407 臺中市西屯區市政路1號')).toBeInTheDocument();
    expect(screen.getByText('會員載具')).toBeInTheDocument();
    expect(screen.getByText('ATM 轉帳')).toBeInTheDocument();
    expect(screen.getByText('2026/11/24')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /黃銅葫蘆擺件/ })).toHaveTextContent('NT$2,880');
    expect(screen.getByRole('row', { name: /運費/ })).toHaveTextContent('06004');
    expect(screen.getByText('NT$2,980')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '活動條款內容' })).toHaveTextContent('活動條款內容');

    await user.click(send);
    expect(await screen.findByText(ORDER_MESSAGES.terms)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已閱讀並同意活動條款' })).toHaveAttribute('aria-invalid', 'true');
    expect(orders()).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: '我已閱讀並同意活動條款' }));
    await user.click(send);
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0].body).toMatchObject({ terms_agree: 1 });
  });

  it('no terms shown: no checkbox, terms_agree 0', async () => {
    server.use(
      http.post('/api/bff/orders', () =>
        HttpResponse.json(contractAnswer('POST orders', placed(), 201), { status: 201 }),
      ),
    );
    const { user, send } = await openStepFour();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0].body).toMatchObject({ terms_agree: 0 });
  });
});

describe('step 4 guard (spec-coverage “Checkout pages”: a step opened without the right step value goes to step 1)', () => {
  it('a draft that did not reach step 4 is sent to step 1, and nothing is shown to send', async () => {
    store.set(reachedAtom, 3);
    renderPage(<StepFour terms={null} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/shopcart/step/1'));
    expect(screen.queryByRole('button', { name: '送出訂單' })).not.toBeInTheDocument();
  });

  it("a cart changed in another tab (the draft's line gone) is sent to step 1", async () => {
    server.use(
      http.get('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: [{ ...line, id: 2 }], removed: [] })),
      ),
    );
    renderPage(<StepFour terms={null} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/shopcart/step/1'));
  });
});
