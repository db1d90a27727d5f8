import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { CART_MESSAGES, lineLimit, MAX_CART_LINES } from '@/lib/domain/cart';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import type { Db } from '../../db/client';
import { orderItems, shoppingCarts } from '../../db/schema';
import type { Member } from '../../http/env';
import { countLines, lockMember, ownLines } from '../cart-lines';
import { findVisibleProduct } from '../product-visibility';
import { fortuneOf } from './fortune-fields';
import type { BuyAgainResult } from '@/lib/contract/schema/orders';

const FEE_LINE_NUMBERS = Object.values(SHIPPING_FEE_LINE_NUMBERS);

/** An order's goods: its items but the gifts (activity_id set) and the shipping-fee line, which are not goods. */
export const orderGoods = (tx: Db, orderId: number) =>
  tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.order_id, orderId),
        isNull(orderItems.activity_id),
        notInArray(orderItems.product_number, FEE_LINE_NUMBERS),
      ),
    );

/**
 * Puts an order's goods back into its member's cart by the cart's own rules, with the cart locked (buy
 * again, and a card order that failed or expired): each lucky item as a line of its own with its
 * personalisation (`luckyInstallment`: with its 12 instalments), each ordinary product added to the
 * member's line of it up to its purchase limit and stock, never past MAX_CART_LINES lines. Answers what
 * was added and, with the reason, what could not be (no longer sold, out of stock, past the limit, the
 * cart full). Ordinary goods end 12 instalments, as adding one does.
 */
export async function putGoodsInCart(
  tx: Db,
  member: Member,
  goods: (typeof orderItems.$inferSelect)[],
  now: string,
  { luckyInstallment = false } = {},
): Promise<BuyAgainResult> {
  await lockMember(tx, member.id);
  const added: BuyAgainResult['added'] = [];
  const refused: BuyAgainResult['refused'] = [];
  let { lines } = await countLines(tx, member.id);
  for (const item of goods) {
    const product = await findVisibleProduct(tx, item.product_id, now, member);
    const entry = {
      product_id: item.product_id,
      product_number: item.product_number,
      name: product?.name ?? item.product_number,
      quantity: item.product_quantity,
    };
    if (!product) {
      refused.push({ ...entry, reason: CART_MESSAGES.productMissing });
      continue;
    }
    if (product.quantity <= 0) {
      refused.push({ ...entry, reason: CART_MESSAGES.outOfStock(product.name) });
      continue;
    }
    const values = { member_id: member.id, product_id: product.id, created_at: now, updated_at: now };
    if (item.is_lucky) {
      if (lines >= MAX_CART_LINES) {
        refused.push({ ...entry, reason: CART_MESSAGES.cartFull });
        continue;
      }
      await tx.insert(shoppingCarts).values({
        ...values,
        ...fortuneOf(item),
        product_quantity: 1,
        is_lucky: 1,
        is_installment: luckyInstallment ? 1 : 0,
      });
      lines += 1;
      added.push({ ...entry, quantity: 1 });
      continue;
    }
    const [current] = await tx
      .select({ id: shoppingCarts.id, quantity: shoppingCarts.product_quantity })
      .from(shoppingCarts)
      .where(and(ownLines(member.id), eq(shoppingCarts.product_id, product.id), eq(shoppingCarts.is_lucky, 0)));
    if (!current && lines >= MAX_CART_LINES) {
      refused.push({ ...entry, reason: CART_MESSAGES.cartFull });
      continue;
    }
    const limit = lineLimit(product);
    const quantity = Math.min(item.product_quantity, limit - (current?.quantity ?? 0));
    if (quantity <= 0) {
      refused.push({ ...entry, reason: CART_MESSAGES.overLimit(limit) });
      continue;
    }
    if (current)
      await tx
        .update(shoppingCarts)
        .set({ product_quantity: current.quantity + quantity, updated_at: now })
        .where(eq(shoppingCarts.id, current.id));
    else {
      await tx.insert(shoppingCarts).values({ ...values, product_quantity: quantity });
      lines += 1;
    }
    added.push({ ...entry, quantity });
    if (quantity < item.product_quantity)
      refused.push({ ...entry, quantity: item.product_quantity - quantity, reason: CART_MESSAGES.overLimit(limit) });
  }
  // 12 instalments need a cart of lucky items only: ordinary goods end them, as adding one does.
  if (added.some((line) => goods.some((item) => item.product_id === line.product_id && !item.is_lucky))) {
    await tx
      .update(shoppingCarts)
      .set({ is_installment: 0, updated_at: now })
      .where(and(ownLines(member.id), eq(shoppingCarts.is_installment, 1)));
  }
  return { added, refused };
}
