import type { InferType } from 'yup';
import type { BodyInput } from '@/lib/calls/call-types';
import type { OrderPayload } from '@/lib/domain/checkout/order';
import type { orderPayloadSchema } from '@/lib/domain/checkout/schema';

/**
 * Issue 34: POST orders' body has one type, `OrderPayload` (lib/domain/checkout/order.ts): the checkout
 * builds it, the embedded API reads it, and the contract's body (from the same yup rule) accepts it. tsc checks these lines (`npm test`'s types
 * step); the test below only keeps Jest from calling the file empty.
 */
type Validated = InferType<typeof orderPayloadSchema>;

// Every payload the checkout builds has the shape the API's validation (the same yup schema) gives back.
const validatedShape = (payload: OrderPayload): Validated => payload;
// The contract's body of POST orders (its schema comes from the same yup rule) takes what the checkout builds.
const contractBody = (payload: OrderPayload): BodyInput<'POST orders'> => payload;

// @ts-expect-error: a payload without its lines is not an order body
const withoutLines = (payload: Omit<OrderPayload, 'order_items'>): OrderPayload => payload;

it('POST orders has one body type (checked by tsc)', () => {
  expect([validatedShape, contractBody, withoutLines].every((check) => typeof check === 'function')).toBe(true);
});
