import type { InferType } from 'yup';
import type { SubmittedActivity } from '../activities/choices';
import { cartTotals } from '../cart/totals';
import { shippingFee, type ShippingRule } from '../orders';
import type { DetailsPayload } from './details';
import type { PaymentPayload } from './payment';
import type { DraftLine } from './step-one';
import type { orderPayloadSchema } from './schema';
import { orderLineFortuneOf } from '../cart/personalisation';

type PreviewLine = {
  id: number;
  product_quantity: number;
  is_lucky: number;
  products: {
    member_price: number;
    pv: number;
    quantity: number;
    free_shipping_quantity: number | null;
    abroad_free_shipping_quantity: number | null;
  };
};

export type OrderPreview<L> = {
  /** The cart lines of the draft, in the draft's order. */
  lines: L[];
  goods: number;
  pv: number;
  shipping: number;
  /** Goods plus shipping: the total POST orders states and the instalment thresholds read. */
  total: number;
};

/**
 * What the order will cost, previewed with the same rules the API recomputes with (spec-coverage “Checkout pages”):
 * member prices and PV of the draft's lines, the shipping fee by the delivery postal code (null:
 * office pickup, no fee), and the total.
 */
export function orderPreview<L extends PreviewLine>(
  draft: readonly DraftLine[],
  cartLines: readonly L[],
  postalCode: string | null,
  rules: readonly ShippingRule[],
): OrderPreview<L> {
  const lines = draft
    .map((item) => cartLines.find((line) => line.id === item.cart_id))
    .filter((line): line is L => !!line);
  const { price, pv } = cartTotals(lines);
  const shipping = shippingFee({ rules, postalCode, total: price, lines });
  return { lines, goods: price, pv, shipping, total: price + shipping };
}

/**
 * Step 4's stock check (spec-coverage “Checkout pages”): the names of the draft's lines the cart as read now cannot
 * serve, gone from the cart (the API takes out ordinary lines without stock) or with less stock than
 * the line's quantity. Any name sends the member back to step 1.
 */
export function stockShortfall(draft: readonly DraftLine[], cartLines: readonly PreviewLine[]): string[] {
  return draft
    .filter((item) => {
      const line = cartLines.find((candidate) => candidate.id === item.cart_id);
      return !line || line.products.quantity < item.quantity;
    })
    .map((item) => item.name);
}

/** The POST orders payload (spec-coverage “Checkout pages” "Order submit payload"), as `orderPayloadSchema` validates it. */
export type OrderPayload = InferType<typeof orderPayloadSchema>;

type PayloadInput = {
  draft: readonly DraftLine[];
  details: DetailsPayload;
  payment: PaymentPayload;
  preview: Pick<OrderPreview<unknown>, 'shipping' | 'total' | 'pv'>;
  termsAgreed: boolean;
  /** What the order earns, as step 1 and 4 show it (lib/domain/activities submittedActivities). */
  activities: SubmittedActivity[];
  /** Activities whose run-out gifts the member agreed to order without (4010 / 4013 answered yes). */
  agreedWithout: readonly number[];
};

/** Builds POST orders' body. */
export function orderPayload({
  draft,
  details,
  payment,
  preview,
  termsAgreed,
  activities,
  agreedWithout,
}: PayloadInput): OrderPayload {
  return {
    // M §7: product, number, quantity and a lucky line's fortune fields; cart_id is the shop's addition.
    order_items: draft.map(({ name: _name, ...line }) => ({
      cart_id: line.cart_id,
      product_id: line.product_id,
      product_number: line.product_number,
      quantity: line.quantity,
      ...orderLineFortuneOf(line),
    })),
    activities,
    ...details,
    ...payment,
    shipping_fee: preview.shipping,
    total_price: preview.total,
    total_pv: preview.pv,
    terms_agree: termsAgreed ? 1 : 0,
    agree_freebie_none: agreedWithout.length > 0 ? 1 : 0,
    agree_freebie_none_ids: [...agreedWithout],
    origin_device: 'browser',
  };
}
