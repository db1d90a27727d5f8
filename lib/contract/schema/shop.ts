import { z } from 'zod';
import { baseRecord, date, dateTime, flag, int, phone, postalCode, shopAddition, text } from './common';

/** A regional office: sales territory (is_sales_territory_use), pickup point and invoice address. */
export const office = baseRecord.extend({
  sort: int,
  name: text,
  code: text,
  postal_code: postalCode,
  city: text,
  district: text,
  address: text,
  telephone: phone,
  fax: shopAddition(phone, 'the office is shown without a fax number.'),
  is_sales_territory_use: flag,
  is_fortune_use: flag,
});

/**
 * A payment method: the spec's id, name and content (M §3; `id` is the spec's payment id, M §9: 1 taiShinCard,
 * 2 card, 3 unionPay, 4 ATM). `code`, `status` and `max_installment` are the shop's own additions, optional:
 * without `max_installment` the periods follow M §9's amount thresholds (lib/domain/orders/installments.ts).
 */
export const paymentMethod = baseRecord.extend({
  name: text,
  content: text,
  code: shopAddition(text, 'the payment is told by its id (M §9: 1 taiShinCard, 2 card, 3 unionPay, 4 ATM).'),
  status: shopAddition(int, 'every method answered is offered.'),
  max_installment: shopAddition(
    int,
    "the most card instalments come from M §9's amount thresholds, 12 for taiShinCard only (lib/domain/orders/installments.ts).",
  ),
});

/** A date an ATM payment may be made on. */
export const remittanceDay = baseRecord.extend({ day: date });

/** An entry of `GET remittance-days`, whose shape the spec does not show: the date itself, or a record with `day`. */
export const remittanceDayEntry = z.union([remittanceDay, date.describe("The date alone, 'YYYY-MM-DD'")]);

/** The web shop's state and a settlement window: status with an optional window. */
export const shopWindowRecord = baseRecord.extend({
  status: int,
  started_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
});

/** A donation organisation of the e-invoice (carrier type 4). */
export const loveCode = baseRecord.extend({
  sort: int,
  name: text,
  city: text,
  love_code: text,
  nickname: text,
  status: int,
});

/** Shipping rule 1–5. */
export const shippingRule = baseRecord.extend({
  name: shopAddition(text, 'the rules are told apart by id (M §9: 1–5), never by name.'),
  shipping_fee: int,
  free_shipping: int,
});

/** Step 5's texts: entry 0 success, entry 1 failure (HTML). */
export const shoppingResultView = baseRecord.extend({ sort: int, title: text, content: text });

/** Home delivery (code 51) or office pickup (code office). */
export const deliveryMethod = baseRecord.extend({ sort: int, code: text, name: text, content: text });

export type Office = z.output<typeof office>;
export type PaymentMethod = z.output<typeof paymentMethod>;
export type RemittanceDay = z.output<typeof remittanceDay>;
export type ShopWindowRecord = z.output<typeof shopWindowRecord>;
export type LoveCode = z.output<typeof loveCode>;
export type ShippingRuleRecord = z.output<typeof shippingRule>;
export type ShoppingResultView = z.output<typeof shoppingResultView>;
export type DeliveryMethod = z.output<typeof deliveryMethod>;
