import type { Member } from '@/lib/api/types';
import { EMPTY_DETAILS } from '@/lib/domain/checkout/details';
import type { CheckoutContext } from '@/lib/hooks/use-checkout';
import { cartLine } from '../support/cart-fixtures';

/** A ready checkout: one ordinary line, home delivery in Taichung, member carrier, ATM. */
export const line = cartLine(1, { name: '黃銅葫蘆擺件', product_number: '04001', member_price: 2880, pv: 144, quantity: 70 });

export const checkout: CheckoutContext = {
  member: { name: '林志明', mobile_phone01: '0912111222' } as Member,
  business: false,
  cartLines: [line],
  draftLines: [{ cart_id: 1, product_id: 10, product_number: '04001', quantity: 1, name: '黃銅葫蘆擺件' }],
  territory: '03',
  details: { ...EMPTY_DETAILS, recipient: '7', name: '林志明', phone: '0912111222', postal_code: '407', city: '臺中市', district: '西屯區', address: '市政路1號', carrier_type: '1' },
  payment: { payment: '4', installment: '', atm_day: '2026-11-24', card_number: '12345' },
  preview: { lines: [line], goods: 2880, pv: 144, shipping: 100, total: 2980 },
  productNumbers: ['04001'],
  postalCode: '407',
};
