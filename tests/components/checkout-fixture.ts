import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import type { Activity, CartLine, Member, ShopWindowRecord } from '@/lib/contract/types';
import { EMPTY_DETAILS } from '@/lib/domain/checkout/details';
import { detailsAtom, draftLinesAtom, paymentAtom, reachedAtom, territoryAtom } from '@/lib/state/checkout-draft';
import { member as memberSchema } from '@/lib/contract/schema/member';
import { office, paymentMethod, shippingRule, shopWindowRecord } from '@/lib/contract/schema/shop';
import { paged } from '@/lib/contract/schema/common';
import { order } from '@/lib/contract/schema/orders';
import { contractFixture, type DeepPartial } from '../support/contract-fixture';
import { contractAnswer } from '../support/contract-fixture';
import { server } from '../support/network';
import { cartLine, savedRecipient } from '../support/cart-fixtures';

/** A ready checkout: one ordinary line, home delivery in Taichung, member carrier, ATM. */
export const line = cartLine(1, {
  name: '黃銅葫蘆擺件',
  product_number: '04001',
  member_price: 2880,
  pv: 144,
  quantity: 70,
});

export const shopWindow = (
  status: number,
  started_at: string | null = null,
  finished_at: string | null = null,
): ShopWindowRecord => contractFixture(shopWindowRecord, { id: 1, status, started_at, finished_at });

/** The signed-in member as GET users answers: an individual, a member until 2099, with an e-mail. */
export const member = (overrides: DeepPartial<Member> = {}): Member =>
  contractFixture(memberSchema, {
    id: 1,
    identity_card: 'A123456789',
    name: '林志明',
    mobile_phone01: '0912111222',
    email: 'a@example.com',
    expiry_day: '2099-12-31',
    pv: { year_pv: 8000 },
    ...overrides,
  });

/** What step 1's next reads: no settlement running, the shop open (or the window given), the member. */
export function answerShopState({ settling = false, system = shopWindow(1), profile = member() } = {}) {
  server.use(
    http.get('/api/web/settlement-days', () =>
      HttpResponse.json(
        contractAnswer('GET settlement-days', {
          data: [settling ? shopWindow(1, '2026-11-23 09:00:00', '2026-11-23 12:00:00') : shopWindow(0)],
        }),
      ),
    ),
    http.get('/api/web/shop-systems', () => HttpResponse.json(contractAnswer('GET shop-systems', { data: [system] }))),
    http.get('/api/bff/users', () => HttpResponse.json(contractAnswer('GET users', { data: profile }))),
  );
}

/** The rest a step page reads: the cart, the shop's settings (臺灣本島 NT$100 below NT$5,000) and the running activities. */
export function answerCheckout({
  lines = [line],
  activities = [] as Activity[],
}: { lines?: CartLine[]; activities?: Activity[] } = {}) {
  answerShopState();
  server.use(
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: lines, removed: [] })),
    ),
    http.get('/api/web/shipping-rules', () =>
      HttpResponse.json(
        contractAnswer('GET shipping-rules', {
          data: [contractFixture(shippingRule, { id: 1, name: '臺灣本島', shipping_fee: 100, free_shipping: 5000 })],
        }),
      ),
    ),
    http.get('/api/web/payment-methods', () =>
      HttpResponse.json(
        contractAnswer('GET payment-methods', {
          data: [contractFixture(paymentMethod, { id: 4, name: 'ATM 轉帳', code: 'ATM', content: '' })],
        }),
      ),
    ),
    http.get('/api/web/offices', () =>
      HttpResponse.json(
        contractAnswer('GET offices', { data: [contractFixture(office, { id: 3, code: '03', name: '臺中總公司' })] }),
      ),
    ),
    http.get('/api/web/love-codes', () => HttpResponse.json(contractAnswer('GET love-codes', { data: [] }))),
    http.get('/api/bff/activities', () => HttpResponse.json(contractAnswer('GET activities', { data: activities }))),
    // The member's newest orders, which step 4 notes before it sends (none yet).
    http.get('/api/bff/orders', () =>
      HttpResponse.json(
        contractAnswer('GET orders', contractFixture(paged(order), { data: [], current_page: 1, last_page: 1 })),
      ),
    ),
  );
}

/** The draft of a member who pressed next up to step 4 (local storage, as the steps left it). */
export function storeDraft({ lines = [line] }: { lines?: CartLine[] } = {}, store = getDefaultStore()) {
  store.set(
    draftLinesAtom,
    lines.map((cart) => ({
      cart_id: cart.id,
      product_id: cart.product_id,
      product_number: cart.products.product_number,
      quantity: cart.product_quantity,
      name: cart.products.name,
    })),
  );
  store.set(territoryAtom, '03');
  store.set(detailsAtom, {
    ...EMPTY_DETAILS,
    recipient: '7',
    ...savedRecipient,
    address: '市政路1號',
    carrier_type: '1',
  });
  store.set(paymentAtom, { payment: '4', installment: '', atm_day: '2026-11-24', card_number: '12345' });
  store.set(reachedAtom, 4);
}
