import { HOME_DELIVERY_CODE } from '../../lib/domain/checkout/schema';

/**
 * The fixed part of a POST orders body as checkout step 4 sends it: an individual's home delivery
 * to Taichung (407), member carrier, ATM on the given remittance day, terms agreed, no gifts. Pure
 * (no database, no `@/` paths): the contract check (`--orders`), the API tests, the e2e helpers and the
 * crash test share it.
 */
export const ORDER_POSTAL_CODE = '407';

export const homeDeliveryAtm = (atmDay: string) => ({
  activities: [] as unknown[],
  sale_territory: '03',
  delivery_code: HOME_DELIVERY_CODE,
  receiver: '林志明',
  receiver_phone: '0912111222',
  postal_code: ORDER_POSTAL_CODE,
  receiver_address: '臺中市西屯區市政路386號5樓',
  invoice_accept_type: null as number | null,
  invoice_address: null,
  carrier_type: 1 as number | null,
  carrier_id: null,
  love_code: null,
  payment: 4,
  installment: 0,
  atm_day: atmDay,
  card_number: '12345',
  terms_agree: 1,
  agree_freebie_none: 0,
  agree_freebie_none_ids: [] as number[],
  origin_device: 'browser',
});
