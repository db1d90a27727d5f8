import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { HOME_DELIVERY_CODE, postalCodeText } from '@/lib/domain/checkout/schema';
import { ORDER_MESSAGES as M, ORDER_STATUS_CODE as S, ORDER_SUBMIT_ERRORS, paymentDeadline } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { members, orderIdempotencyKeys, orderItems, orders, shoppingCarts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Member } from '../../http/env';
import { activityRefusal, giveActivityGifts, type GiftStock } from '../activities/order-gifts';
import { lockMember, ownLines } from '../cart-lines';
import type { OrderPayload } from '@/lib/domain/checkout/order';
import type { OrderReferences } from './order-input';
import { fortuneOf } from './fortune-fields';
import { refuseOverHeld, refuseRenewedHolds, refuseRepeatedDeclines, refuseTooManyUnpaid } from './holds';
import { orderNumberOf } from './order-number';
import { paymentStart } from './payment-start';
import { ownOrder } from './present';
import { priceOrder, type PricedOrder } from './pricing';
import { takeStock } from './stock';
import { log } from '@/lib/node/log.mjs';

type NewOrder = { member: Member; key: string; input: OrderPayload; references: OrderReferences; now: string };
type OrderRow = typeof orders.$inferSelect;

/** Thrown inside the transaction when the key turns out to be taken: the transaction rolls back and the first order answers. */
class RepeatedKey extends Error {}

const keyedOrder = (memberId: number, key: string) =>
  sql<
    number | null
  >`(select ${orderIdempotencyKeys.order_id} from ${orderIdempotencyKeys} where ${and(eq(orderIdempotencyKeys.member_id, memberId), eq(orderIdempotencyKeys.key, key))})`;

async function orderIdOfKey(db: Db, memberId: number, key: string) {
  const [row] = await db
    .select({ id: keyedOrder(memberId, key) })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.id ?? undefined;
}

/**
 * Locks the member's cart, then reads the order the key made. Two statements on purpose: under READ
 * COMMITTED a statement that waited for the lock still reads with the snapshot it started with, so a
 * key read in the locking statement misses the order of the request that held the lock (PostgreSQL
 * answered the second of two simultaneous same-key submits 422 instead of the first order).
 */
async function lockMemberReadingKey(tx: Db, memberId: number, key: string) {
  await lockMember(tx, memberId);
  return orderIdOfKey(tx, memberId, key);
}

/**
 * POST orders' one transaction (docs/api-contract.md): with the member's cart locked, a repeated key
 * answers the first order; else the order is priced from the database, held to the purchase limit
 * across the member's unpaid orders, stored with one item per line and the shipping-fee line, its
 * payment started (paymentStart: without the gateway's keys nothing stays), the key recorded, the
 * activities judged and their gifts and draws given (4010–4014), the member's recent unpaid holds and declined cards of each
 * product counted (holds.ts), the stock of goods and gifts booked
 * (any line short: 4007 and nothing stays), and the ordered cart lines removed. Answers the order,
 * whether it is new, and where it is paid.
 */
export async function createOrder(
  db: Db,
  order: NewOrder,
): Promise<{ order: OrderRow; created: boolean; url: string | null }> {
  const { member, key } = order;
  try {
    return await db.transaction(async (tx) => {
      const first = await lockMemberReadingKey(tx, member.id, key);
      if (first) {
        const repeated = (await ownOrder(tx, member.id, first))!;
        return { order: repeated, created: false, url: paymentStart(repeated) };
      }
      await refuseTooManyUnpaid(tx, member.id);
      const priced = await priceOrder(tx, member, order.input, order.references, order.now);
      await refuseOverHeld(tx, member.id, priced);
      const stored = await insertOrder(tx, order, priced);
      const url = paymentStart(stored);
      const orderId = stored.id;
      // The unique (member, key) index is the last word when two requests with one key race.
      const claimed = await tx
        .insert(orderIdempotencyKeys)
        .values({ member_id: member.id, key, order_id: orderId, created_at: order.now, updated_at: order.now })
        .onConflictDoNothing()
        .returning({ id: orderIdempotencyKeys.id });
      if (!claimed.length) throw new RepeatedKey();
      const gifts = await giveActivityGifts(tx, {
        member,
        orderId,
        lines: priced.lines.map(({ product, quantity }) => ({
          product_id: product.id,
          product_quantity: quantity,
          products: { pv: product.pv },
        })),
        submitted: order.input.activities,
        agreed: order.input.agree_freebie_none_ids,
        now: order.now,
      });
      // After the activities: their own refusal (4014, three cancellations) is the spec's and comes first.
      await refuseRenewedHolds(tx, { memberId: member.id, orderId }, priced, order.now);
      await refuseRepeatedDeclines(tx, { memberId: member.id, orderId, payment: stored.payment }, priced, order.now);
      await bookStock(tx, priced, gifts);
      const cartIds = priced.lines.map(({ line }) => line.id);
      const removed = await tx
        .delete(shoppingCarts)
        .where(and(ownLines(member.id), inArray(shoppingCarts.id, cartIds)))
        .returning({ id: shoppingCarts.id });
      if (removed.length !== cartIds.length)
        throw new HttpError(422, ORDER_SUBMIT_ERRORS[4008].message, {
          status_from_backend: 4008,
          errors: { order_items: [M.cartChanged] },
        });
      return { order: stored, created: true, url };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof RepeatedKey) {
      const first = await orderIdOfKey(db, member.id, key);
      const stored = first && (await ownOrder(db, member.id, first));
      if (stored) return { order: stored, created: false, url: paymentStart(stored) };
    }
    log.error({ err: error }, 'the order could not be saved');
    throw new HttpError(503, ORDER_SUBMIT_ERRORS[4009].message, { status_from_backend: 4009 });
  }
}

async function insertOrder(tx: Db, { member, input, references, now }: NewOrder, priced: PricedOrder) {
  const home = input.delivery_code === HOME_DELIVERY_CODE;
  const values: PgInsertValue<typeof orders> = {
    member_id: member.id,
    order_number: orderNumberOf(now),
    total_price: priced.totalPrice,
    total_pv: priced.totalPv,
    // ATM orders wait for the transfer (1) until the end of their day; card orders for the gateway (2), 30 minutes.
    order_status: references.paymentCode === 'ATM' ? S.orderedUnpaid : S.cardProcessing,
    payment_deadline: paymentDeadline({
      payment: references.paymentCode,
      atm_day: input.atm_day ?? null,
      created_at: now,
    }),
    payment: references.paymentCode,
    installment: input.installment ?? 0,
    card_number: input.card_number ?? null,
    atm_day: input.atm_day ?? null,
    delivery_code: input.delivery_code,
    receiver: input.receiver ?? '',
    receiver_phone: input.receiver_phone ?? '',
    postal_code: home ? postalCodeText(input.postal_code) || null : null,
    receiver_address: home ? (input.receiver_address ?? null) : null,
    office_name: references.pickupOffice?.name ?? null,
    office_phone: references.pickupOffice?.telephone ?? null,
    sale_territory: input.sale_territory,
    invoice_accept_type: input.invoice_accept_type ?? null,
    invoice_address: input.invoice_address ?? null,
    carrier_type: input.carrier_type ?? null,
    carrier_id: input.carrier_id ?? null,
    love_code: input.love_code ?? null,
    shipping_fee: priced.shipping,
    origin_device: input.origin_device,
    created_at: now,
    updated_at: now,
  };
  const [row] = await tx.insert(orders).values(values).returning();

  const goods = priced.lines.map(({ line, product, quantity }) => ({
    ...fortuneOf(line),
    order_id: row.id,
    product_id: product.id,
    product_number: product.product_number,
    product_quantity: quantity,
    price: product.member_price,
    pv: product.pv,
    is_lucky: isLuckyProductNumber(product.product_number) ? 1 : 0,
    created_at: now,
    updated_at: now,
  }));
  const fee = priced.feeProduct
    ? [
        {
          order_id: row.id,
          product_id: priced.feeProduct.id,
          product_number: priced.feeProduct.product_number,
          product_quantity: 1,
          price: priced.shipping,
          pv: 0,
          created_at: now,
          updated_at: now,
        },
      ]
    : [];
  await tx.insert(orderItems).values([...goods, ...fee]);
  return row;
}

/**
 * Books the stock of the goods and the gifts in one pass (product id order). A short product the
 * member ordered is 4007; a product short only as a gift is 4013 for its activity (its gifts ran out).
 */
async function bookStock(tx: Db, priced: PricedOrder, gifts: readonly GiftStock[]) {
  const short = await takeStock(tx, [
    ...priced.lines.map(({ product, quantity }) => ({ product_id: product.id, quantity })),
    ...gifts,
  ]);
  if (!short.length) return;
  const names = priced.lines.filter(({ product }) => short.includes(product.id)).map(({ product }) => product.name);
  const giftShort = gifts.find((gift) => short.includes(gift.product_id));
  if (!names.length && giftShort) throw activityRefusal(4013, giftShort.activity_id);
  throw new HttpError(409, ORDER_SUBMIT_ERRORS[4007].message, {
    status_from_backend: 4007,
    errors: { order_items: [M.outOfStock([...new Set(names)])] },
  });
}
