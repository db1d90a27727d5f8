import {
  allowedStep,
  needsHolding,
  stepBar,
  stepPath,
  type StepFacts,
  type StepNumber,
} from '@/lib/domain/checkout/steps';

/** The guard's facts for a member who filled in everything and pressed next up to step 4. */
const ready: StepFacts = { cartMatchesDraft: true, mayOrder: true, reached: 4, detailsValid: true, paymentValid: true };
const open = (step: StepNumber, facts: Partial<StepFacts> = {}) =>
  allowedStep(step, needsHolding({ ...ready, ...facts }));

describe('the step bar (spec-coverage “Member area: favourites and cart step 1”)', () => {
  it('shows 購物清單 to 訂單送出, and 交易失敗 in the last place when the order failed', () => {
    expect(stepBar(3).map((step) => step.label)).toEqual(['購物清單', '填寫資料', '付款資訊', '訂單預覽', '訂單送出']);
    expect(stepBar(0).map((step) => step.label)).toEqual(['購物清單', '填寫資料', '付款資訊', '訂單預覽', '交易失敗']);
  });

  it('puts each step under /member/shopcart/step/N', () => {
    expect(stepPath(1)).toBe('/member/shopcart/step/1');
    expect(stepPath(5)).toBe('/member/shopcart/step/5');
  });
});

describe('the step guard: a step opened without the right step value goes to step 1 (spec-coverage “Member area: favourites and cart step 1”)', () => {
  it('opens every step for a member who went through the steps before it', () => {
    for (const step of [1, 2, 3, 4, 5] as const) expect(open(step)).toBe(step);
  });

  it('step 1 and step 5 always open: the cart, and what the server says of an order', () => {
    const nothing: StepFacts = {
      cartMatchesDraft: false,
      mayOrder: false,
      reached: 1,
      detailsValid: false,
      paymentValid: false,
    };
    expect(allowedStep(1, needsHolding(nothing))).toBe(1);
    expect(allowedStep(5, needsHolding(nothing))).toBe(5);
  });

  it('typing into step 2 and opening step 4 by its URL lands on step 1: data counts once next was pressed', () => {
    expect(open(3, { reached: 2 })).toBe(1);
    expect(open(4, { reached: 3 })).toBe(1);
    expect(open(2, { reached: 2 })).toBe(2);
  });

  it('a cart changed in another tab, or a shop that closed meanwhile, sends steps 2 to 4 back to step 1', () => {
    for (const step of [2, 3, 4] as const) {
      expect(open(step, { cartMatchesDraft: false })).toBe(1);
      expect(open(step, { mayOrder: false })).toBe(1);
    }
  });

  it('editing a step never sends the member away from it: its own fields are not its needs', () => {
    expect(open(2, { detailsValid: false })).toBe(2);
    expect(open(3, { paymentValid: false })).toBe(3);
    expect(open(4, { paymentValid: false })).toBe(1);
    expect(open(3, { detailsValid: false })).toBe(1);
  });
});
