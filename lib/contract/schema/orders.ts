import { z } from 'zod';
import { date, dateTime, int, link, phone, postalCode, shopAddition, text } from './common';
import { product } from './catalogue';
import { fortuneFields } from './cart';

/** Payment codes an order stores (GET payment-methods `code`, ids 1–4). */
export const paymentCode = z.enum(['taiShinCard', 'card', 'unionPay', 'ATM']);

/** Why a closed order closed. */
export const closedReason = z.enum(['member', 'declined', 'expired', 'late_payment']);

const lookedUp = 'step 4 finds the order among the newest of GET orders (decision 0165).';

/**
 * The answer of POST orders, "payment and url" (M §7): card payments continue at `url` (the payment provider's
 * page).
 */
export const orderCreated = z.object({
  id: shopAddition(int, `the order's id; without it ${lookedUp}`),
  order_number: shopAddition(text, `the order's number ('W' + the Taiwan date + a sequence); without it ${lookedUp}`),
  payment: paymentCode,
  order_status: shopAddition(int, "the new order's status; step 5 reads it from the order."),
  url: link.nullable(),
});

/** A chart's birth field M §3's order item lacks. */
const chartField = shopAddition(
  text.nullable(),
  "the chart's birth as chosen; without it the order shows a lucky line's birth by its result.",
);

/** A stored order line; gifts carry an activity_id. */
export const orderItem = fortuneFields.extend({
  id: int,
  product_id: int,
  product_number: text,
  product_quantity: int,
  activity_id: int.nullable(),
  activity_item_id: shopAddition(
    int.nullable(),
    "set for gifts: the gift (activity item) this line is, an opened red packet's prize included; the order's gifts are told by activity_id.",
  ),
  gift_quantity: int,
  price: int,
  pv: int,
  is_lucky: int,
  products: product
    .pick({ id: true, name: true, product_number: true, member_price: true, pv: true, images: true })
    .nullable()
    .describe('null when the product row no longer exists (the line keeps its number, price and PV)'),
  fortune_calendar: chartField,
  fortune_year: chartField,
  fortune_month: chartField,
  fortune_day: chartField,
  fortune_china_hour: chartField,
  fortune_minute: chartField,
});

/** A stored order. */
export const order = z.object({
  id: int,
  order_number: text.describe(
    "'W' + the Taiwan date (YYYYMMDD) + at least 6 digits of a sequence, e.g. W20261123000042",
  ),
  created_at: dateTime,
  total_price: int,
  total_pv: int,
  order_status: int,
  invoice_number: text.nullable(),
  payment: paymentCode,
  installment: int,
  card_number: text.nullable(),
  atm_day: date.nullable(),
  delivery_code: text,
  receiver: text,
  receiver_phone: phone,
  postal_code: postalCode.nullable(),
  receiver_address: text.nullable(),
  office_name: text.nullable(),
  office_phone: phone.nullable(),
  sale_territory: text,
  invoice_accept_type: int.nullable(),
  invoice_address: text.nullable(),
  carrier_type: int.nullable(),
  carrier_id: text.nullable(),
  love_code: text.nullable(),
  shipping_fee: int,
  paid_at: dateTime.nullable(),
  thirdparty_payment_number: text
    .nullable()
    .describe("The gateway's trade number of the payment (a late payment's too)"),
  payment_deadline: shopAddition(
    dateTime.nullable(),
    'while unpaid (1, 2) when it expires, else null; without it the order detail states no deadline (an ATM order shows its atm_day).',
  ),
  closed_reason: shopAddition(
    closedReason.nullable(),
    'why a closed order closed; without it 9 is cancelled (refunded when paid) and 11 declined, never expired.',
  ),
  payment_link_void: shopAddition(
    z.boolean(),
    'a card order no longer waiting at the gateway (2) and never paid, its payment page answering 410; without it the detail does not say its link is void.',
  ),
  cart_restored: shopAddition(
    z.boolean(),
    "a declined or expired card order's goods went back to the cart; without it neither step 5 nor the detail says so or links to the cart.",
  ),
  demo_transfer_url: shopAddition(
    link.nullable(),
    "demo only, never a company API's: the sandbox bank's page that marks an ATM order at 1 as transferred; without it no such link.",
  ),
  order_items: z.array(orderItem),
});

const boughtAgain = z.object({ product_id: int, product_number: text, name: text, quantity: int });

/** POST orders/{id}/buy-again: what went back into the cart and what could not, with why. */
export const buyAgainResult = z.object({
  added: z.array(boughtAgain),
  refused: z.array(boughtAgain.extend({ reason: text })),
});

export type PaymentCode = z.output<typeof paymentCode>;
export type ClosedReason = z.output<typeof closedReason>;
export type OrderCreated = z.output<typeof orderCreated>;
export type OrderItem = z.output<typeof orderItem>;
export type Order = z.output<typeof order>;
export type BuyAgainResult = z.output<typeof buyAgainResult>;
