import type { InferType } from 'yup';
import type { BodyInput, QueryInput } from '@/lib/calls/call-types';
import type { FortuneQuery } from '@/lib/contract/types';
import type { DetailsPayload } from '@/lib/domain/checkout/details';
import type { OrderPayload } from '@/lib/domain/checkout/order';
import type { PaymentPayload } from '@/lib/domain/checkout/payment';
import type { orderDetailsSchema, orderPayloadSchema, orderPaymentSchema } from '@/lib/domain/checkout/schema';
import { paymentName } from '@/lib/domain/orders/order-display';

/*
 * Issue 34 and 53: a request's type is its schema's (decision 0172). POST orders' body is what `orderPayloadSchema`
 * validates, its step-2 and step-3 parts what theirs do, GET fortune's query the contract's query input; a payment is
 * one of the contract's codes. tsc checks these lines (`npm test`'s types step); the test below only keeps Jest from
 * calling the file empty.
 */
type IsAny<T> = 0 extends 1 & T ? true : false;
/** Each type is assignable to the other, and neither is `any` (which would pass for anything). */
type Same<A, B> = true extends IsAny<A> | IsAny<B> ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const order: Same<OrderPayload, InferType<typeof orderPayloadSchema>> = true;
const details: Same<DetailsPayload, InferType<typeof orderDetailsSchema>> = true;
const payment: Same<PaymentPayload, InferType<typeof orderPaymentSchema>> = true;
const fortune: Same<FortuneQuery, QueryInput<'GET fortune'>> = true;
// The contract's body of POST orders (read from the same yup rule) takes what the checkout builds.
const contractBody = (payload: OrderPayload): BodyInput<'POST orders'> => payload;
// The payment ids, invoice destinations and carriers are the rule's choices, not any number.
const paymentId: Same<PaymentPayload['payment'], 1 | 2 | 3 | 4> = true;
const invoiceType: Same<DetailsPayload['invoice_accept_type'], 1 | 2 | 3 | null | undefined> = true;
const carrierType: Same<DetailsPayload['carrier_type'], 1 | 2 | 4 | null | undefined> = true;

// @ts-expect-error a payload without its lines is not an order body
const withoutLines = (payload: Omit<OrderPayload, 'order_items'>): OrderPayload => payload;
// @ts-expect-error 5 is no payment method
const unknownPayment: PaymentPayload = { payment: 5 };
// @ts-expect-error a payment code the contract does not name has no name to show
const unknownCode = () => paymentName('cash');

it('a request has its schema type (checked by tsc)', () => {
  expect([order, details, payment, fortune, paymentId, invoiceType, carrierType].every(Boolean)).toBe(true);
  expect([contractBody, withoutLines, unknownCode].every((check) => typeof check === 'function')).toBe(true);
  expect(unknownPayment.payment).toBe(5);
});
