import { member as memberSchema } from '@/lib/contract/schema/member';
import { EMPTY_DETAILS } from '@/lib/domain/checkout/details';
import { checkoutContext, stepMayShow, type CheckoutDraft, type ShopFacts } from '@/lib/domain/checkout/step-guard';
import { cartLine, savedRecipient } from '../support/cart-fixtures';
import { contractFixture } from '../support/contract-fixture';

const member = contractFixture(memberSchema, {
  identity_card: 'A123456789',
  email: 'a@example.com',
  expiry_day: '2099-12-31',
});
const lines = [cartLine(1, { product_number: '04001', member_price: 2880, pv: 144 })];
const mainIsland = [{ id: 1, shipping_fee: 100, free_shipping: 5000 }];
/** A member who pressed next up to step 4: home delivery in Taichung (407), member carrier, ATM. */
const draft: CheckoutDraft = {
  lines: [{ cart_id: 1, product_id: 10, product_number: '04001', quantity: 1, name: '黃銅葫蘆擺件' }],
  territory: '03',
  details: { ...EMPTY_DETAILS, recipient: '7', ...savedRecipient, address: '市政路1號', carrier_type: '1' },
  payment: { payment: '4', installment: '', atm_day: '2026-11-24', card_number: '12345' },
  reached: 4,
};
const shop: ShopFacts = {
  settlements: [{ status: 0, started_at: null, finished_at: null }],
  shopSystem: { status: 1, started_at: null, finished_at: null },
  now: '2026-11-23 10:00:00',
  reading: 'inside-window',
  methods: [{ id: 4, name: 'ATM 轉帳', code: 'ATM' } as ShopFacts['methods'][number]],
};

describe('the step guard reads the draft against the cart (spec-coverage “Checkout pages”)', () => {
  it('prices the draft by its postal code and names its products', () => {
    const checkout = checkoutContext(draft, member, lines, mainIsland);
    expect(checkout).toMatchObject({ business: false, postalCode: '407', productNumbers: ['04001'] });
    expect(checkout.preview).toMatchObject({ goods: 2880, shipping: 100, total: 2980 });
  });

  it('a postal code without its shipping rule prices nothing, and no step after 1 opens', () => {
    const checkout = checkoutContext(draft, member, lines, []);
    expect(checkout.preview).toEqual({ lines: [], goods: 0, pv: 0, shipping: 0, total: 0 });
    expect(stepMayShow(2, checkout, 4, shop)).toBe(false);
  });

  it('opens a step once the steps before it passed with next, else not', () => {
    const checkout = checkoutContext(draft, member, lines, mainIsland);
    expect(stepMayShow(4, checkout, 4, shop)).toBe(true);
    expect(stepMayShow(4, checkout, 3, shop)).toBe(false);
    expect(
      stepMayShow(2, checkout, 4, { ...shop, shopSystem: { status: 0, started_at: null, finished_at: null } }),
    ).toBe(false);
    expect(stepMayShow(3, checkoutContext({ ...draft, territory: '' }, member, lines, mainIsland), 4, shop)).toBe(
      false,
    );
  });
});
