import { eq } from 'drizzle-orm';
import { LUCKY_INSTALLMENT_PERIODS } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { orderGoods, putGoodsInCart } from './goods-to-cart';

/**
 * Puts a card order's goods back in its member's cart when its payment failed or expired, so the member
 * can pay another way, by the same rules as buy again (putGoodsInCart: purchase limits, stock, the
 * 100-line cap; lucky items with their personalisation and 12 instalments). Gifts and the shipping-fee
 * line are not goods; the gift choice stays in the member's checkout draft. Answers whether anything
 * went back.
 */
export async function restoreCartLines(
  tx: Db,
  order: { id: number; member_id: number; installment: number },
  now: string,
) {
  const [member] = await tx.select().from(members).where(eq(members.id, order.member_id));
  if (!member) return false;
  const { added } = await putGoodsInCart(tx, member, await orderGoods(tx, order.id), now, {
    luckyInstallment: order.installment === LUCKY_INSTALLMENT_PERIODS,
  });
  return added.length > 0;
}
