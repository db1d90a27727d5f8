import { asc, eq, sql } from 'drizzle-orm';
import { CART_MESSAGES, purchaseLimit, sameFortune } from '@/lib/domain/cart';
import { HOME_DELIVERY_CODE, postalCodeText } from '@/lib/domain/checkout/schema';
import { FRAGILE_PRODUCT_NUMBER } from '@/lib/domain/lucky-products';
import {
  availableInstallments,
  isOutlyingIsland,
  ORDER_MESSAGES as M,
  ORDER_SUBMIT_ERRORS,
  shippingFee,
} from '@/lib/domain/orders';
import { shippingFeeLineNumber } from '@/lib/domain/shipping-fee-line';
import type { Db } from '../../db/client';
import { products, shoppingCarts } from '../../db/schema';
import { HttpError, invalidField } from '../../http/errors';
import type { Member } from '../../http/env';
import { ownLines } from '../cart-lines';
import { visibleProducts } from '../product-visibility';
import type { OrderPayload } from '@/lib/domain/checkout/order';
import type { FeeLineProduct, OrderReferences } from './order-input';

type CartRow = typeof shoppingCarts.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** One ordered line: the member's cart line and its product as the database has them now. */
export type PricedLine = { line: CartRow; product: ProductRow; quantity: number };

export type PricedOrder = {
  lines: PricedLine[];
  goods: number;
  shipping: number;
  /** The product of the shipping-fee line (06004 / 0600401 / 0600402), when the fee is not 0. */
  feeProduct: FeeLineProduct | null;
  totalPrice: number;
  totalPv: number;
};

const mismatch = (errors: Record<string, string[]>) =>
  new HttpError(422, ORDER_SUBMIT_ERRORS[4008].message, { status_from_backend: 4008, errors });

/**
 * The order as the API computes it from its own data (docs/api-contract.md "Submitting an order"): the lines
 * are the member's cart lines the payload names, by cart_id (the shop's addition) or, without it, by product, number,
 * quantity and fortune fields (M §7; product, quantity and fortune fields must match them, else 4008);
 * products no longer visible to the member are 4007; member prices, PV, the shipping fee
 * (`shippingFee`, 0 for office pickup) and the totals are recomputed and any difference from the
 * payload is 4008. Then the rules that need the lines: 01065 never to an outlying island, and the
 * instalment periods this order allows. Run inside the order's transaction, after the cart is locked.
 */
export async function priceOrder(
  tx: Db,
  member: Member,
  input: OrderPayload,
  references: OrderReferences,
  now: string,
): Promise<PricedOrder> {
  // The member's whole cart (at most MAX_CART_LINES lines): a line without cart_id is found in it.
  const rows = await tx
    .select({ line: shoppingCarts, product: products, visible: sql<boolean>`(${visibleProducts(now, member)})` })
    .from(shoppingCarts)
    .innerJoin(products, eq(products.id, shoppingCarts.product_id))
    .where(ownLines(member.id))
    .orderBy(asc(shoppingCarts.id));
  const named = new Set(input.order_items.map((item) => item.cart_id).filter((id) => id != null));
  const used = new Set<number>();
  type Item = OrderPayload['order_items'][number];
  const fits = (row: (typeof rows)[number], item: Item) =>
    row.line.product_id === item.product_id &&
    row.product.product_number === item.product_number &&
    row.line.product_quantity === item.quantity &&
    sameFortune(row.line, item);

  const lines: (PricedLine & { visible: boolean })[] = [];
  for (const item of input.order_items) {
    // M §7 names the line by product, number, quantity and fortune fields; cart_id (ours) names it outright.
    const row =
      item.cart_id != null
        ? rows.find((candidate) => candidate.line.id === item.cart_id)
        : rows.find(
            (candidate) => !used.has(candidate.line.id) && !named.has(candidate.line.id) && fits(candidate, item),
          );
    if (!row || used.has(row.line.id) || !fits(row, item)) throw mismatch({ order_items: [M.cartChanged] });
    used.add(row.line.id);
    lines.push({ line: row.line, product: row.product, quantity: item.quantity, visible: row.visible });
  }

  const hidden = lines.filter((line) => !line.visible).map((line) => line.product.name);
  if (hidden.length) {
    throw new HttpError(409, ORDER_SUBMIT_ERRORS[4007].message, {
      status_from_backend: 4007,
      errors: { order_items: [M.unavailable(hidden)] },
    });
  }
  const tooMany = lines.find((line) => line.quantity > purchaseLimit(line.product));
  if (tooMany) throw invalidField('order_items', CART_MESSAGES.overLimit(purchaseLimit(tooMany.product)));

  const home = input.delivery_code === HOME_DELIVERY_CODE;
  const postalCode = home ? postalCodeText(input.postal_code) : null;
  if (
    postalCode !== null &&
    isOutlyingIsland(postalCode) &&
    lines.some((line) => line.product.product_number === FRAGILE_PRODUCT_NUMBER)
  ) {
    throw invalidField('postal_code', M.fragileIsland);
  }

  const goods = lines.reduce((sum, line) => sum + line.product.member_price * line.quantity, 0);
  const totalPv = lines.reduce((sum, line) => sum + line.product.pv * line.quantity, 0);
  const shipping = shippingFee({
    rules: references.shippingRules,
    postalCode,
    total: goods,
    lines: lines.map((line) => ({ product_quantity: line.quantity, products: line.product })),
  });
  const totalPrice = goods + shipping;

  const errors: Record<string, string[]> = {};
  if (input.shipping_fee !== shipping) errors.shipping_fee = [ORDER_SUBMIT_ERRORS[4008].message];
  if (input.total_price !== totalPrice) errors.total_price = [ORDER_SUBMIT_ERRORS[4008].message];
  if (input.total_pv !== totalPv) errors.total_pv = [ORDER_SUBMIT_ERRORS[4008].message];
  if (Object.keys(errors).length) throw mismatch(errors);

  if (input.installment !== undefined) {
    const method = { max_installment: references.maxInstallment };
    const allowed = availableInstallments(
      method,
      totalPrice,
      lines.map((line) => line.product.product_number),
    );
    if (!allowed.includes(input.installment)) throw invalidField('installment', M.installment);
  }

  let feeProduct: FeeLineProduct | null = null;
  if (shipping > 0) {
    feeProduct = references.feeLines.find((line) => line.product_number === shippingFeeLineNumber(shipping)) ?? null;
    // A fee without its line product is a setup fault (seed or shipping rules), not the member's input.
    if (!feeProduct) throw new Error(`no shipping-fee line product for a fee of ${shipping}`);
  }

  return {
    lines: lines.map(({ line, product, quantity }) => ({ line, product, quantity })),
    goods,
    shipping,
    feeProduct,
    totalPrice,
    totalPv,
  };
}
