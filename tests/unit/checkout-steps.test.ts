import { allowedStep, CHECKOUT_STEPS, checkoutStep, stepBar, stepPath, type StepNeed } from '@/lib/domain/checkout/steps';

describe('order steps (spec member §2)', () => {
  it('names steps 0 to 5 with the step bar labels', () => {
    expect(CHECKOUT_STEPS.map(({ step, label }) => [step, label])).toEqual([
      [0, '交易失敗'],
      [1, '購物清單'],
      [2, '填寫資料'],
      [3, '付款資訊'],
      [4, '訂單預覽'],
      [5, '訂單送出'],
    ]);
  });

  it('puts each step under /member/shopcart/step/N', () => {
    expect(stepPath(1)).toBe('/member/shopcart/step/1');
    expect(stepPath(5)).toBe('/member/shopcart/step/5');
  });

  it('the bar shows steps 1 to 5, and 交易失敗 in the last place when the order failed', () => {
    expect(stepBar(3).map((step) => step.step)).toEqual([1, 2, 3, 4, 5]);
    expect(stepBar(0).map((step) => step.label)).toEqual(['購物清單', '填寫資料', '付款資訊', '訂單預覽', '交易失敗']);
  });

  it('each later step needs what the steps before it filled in', () => {
    expect(checkoutStep(1).needs).toEqual([]);
    expect(checkoutStep(2).needs).toEqual(['cart', 'may-order']);
    expect(checkoutStep(4).needs).toEqual(['cart', 'may-order', 'order-data', 'payment']);
    expect(checkoutStep(5).needs).toEqual(['submitted']);
  });

  it('a step opened without what it needs goes to step 1', () => {
    const holds = (...needs: StepNeed[]) => new Set(needs);
    expect(allowedStep(1, holds())).toBe(1);
    expect(allowedStep(2, holds('cart'))).toBe(1);
    expect(allowedStep(2, holds('cart', 'may-order'))).toBe(2);
    expect(allowedStep(3, holds('cart', 'may-order'))).toBe(1);
    expect(allowedStep(4, holds('cart', 'may-order', 'order-data', 'payment'))).toBe(4);
    expect(allowedStep(5, holds('cart', 'may-order', 'order-data', 'payment'))).toBe(1);
    expect(allowedStep(5, holds('submitted'))).toBe(5);
  });
});
