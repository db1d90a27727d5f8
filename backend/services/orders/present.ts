import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { orderItems, orders, products } from '../../db/schema';
import { isAwaitingPayment, ORDER_STATUS_CODE as S } from '@/lib/domain/orders';
import { closedReason, paymentCode } from '@/lib/contract/schema/orders';
import type { Order } from '@/lib/contract/types';
import { isDemo } from '../demo-mode';
import { transferUrl } from '../payment/ecpay-sandbox';
import { withImages } from '../product-images';

type OrderRow = typeof orders.$inferSelect;

/**
 * Every column an order shows (all but its owner and the soft-delete stamp), and what its life means to
 * the member (docs/api-contract.md "Order life: payments, deadlines, failures and refunds"): the deadline while it waits for payment, whether a card
 * order's payment link is void (no longer at 2 and never paid), whether its goods went back to the cart,
 * and the demo's bank-transfer page of an ATM order at 1.
 */
export function orderFields({
  member_id: _member,
  deleted_at: _deleted,
  cart_restored,
  payment_deadline,
  ...fields
}: OrderRow): Omit<Order, 'order_items'> {
  const atm = fields.payment === 'ATM';
  return {
    ...fields,
    // The columns are text; the contract's codes are narrowed here, so a code it does not know fails loudly, never reaches the shop.
    payment: paymentCode.parse(fields.payment),
    closed_reason: fields.closed_reason === null ? null : closedReason.parse(fields.closed_reason),
    payment_deadline: isAwaitingPayment(fields.order_status) ? payment_deadline : null,
    payment_link_void: !atm && fields.order_status !== S.cardProcessing && !fields.paid_at,
    cart_restored: cart_restored === 1,
    demo_transfer_url: atm && fields.order_status === S.orderedUnpaid && isDemo() ? transferUrl(fields) : null,
  };
}

/** The member's own order (or undefined): another member's order is not found. */
export async function ownOrder(db: Db, memberId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.member_id, memberId), isLive(orders)))
    .limit(1);
  return order;
}

/** What an order item shows of its product (the contract's `OrderItem.products`, lib/contract/schema/orders.ts), images added by withImages. */
const productSummary = {
  id: products.id,
  name: products.name,
  product_number: products.product_number,
  member_price: products.member_price,
  pv: products.pv,
};

/**
 * Orders as the API sends them (the contract's `Order`, lib/contract/schema/orders.ts): each with its `order_items` by id
 * (goods, gifts with an activity_id, the shipping-fee line), every item with its product's name,
 * number, member price, PV and images. Two queries for the whole page: the items with their
 * products, and the products' images.
 */
export async function presentOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await db
    .select({ item: orderItems, product: productSummary })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(
      inArray(
        orderItems.order_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const distinct = [...new Map(items.map(({ product }) => [product.id, product])).values()];
  const shown = new Map((await withImages(db, distinct)).map((product) => [product.id, product]));
  return rows.map((row) => ({
    ...orderFields(row),
    order_items: items
      .filter(({ item }) => item.order_id === row.id)
      .map(({ item: { deleted_at: _deleted, ...item }, product }) => ({ ...item, products: shown.get(product.id)! })),
  }));
}
