import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderItem } from '@/lib/api/types/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { orderItems, orders, productImages, products } from '../../db/schema';
import { wallTime } from './read-row';

type OrderRow = typeof orders.$inferSelect;

/** Every column an order shows: all but its owner and the soft-delete stamp. */
export function orderFields({ member_id: _member, deleted_at: _deleted, ...fields }: OrderRow) { // eslint-disable-line @typescript-eslint/no-unused-vars
  return fields;
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

/** A product's published images by sort, the catalogue's image rows (product-images.ts), built by the database. */
const imagesOf = sql`coalesce((select json_agg(json_build_object(
    'id', ${productImages.id}, 'product_id', ${productImages.product_id}, 'name', ${productImages.name}, 'sort', ${productImages.sort},
    'type', ${productImages.type}, 'status', ${productImages.status}, 'size', ${productImages.size}, 'image_alt', ${productImages.image_alt},
    'image_title', ${productImages.image_title}, 'image', ${productImages.image}, 'created_at', ${wallTime(productImages.created_at)},
    'updated_at', ${wallTime(productImages.updated_at)}, 'deleted_at', null) order by ${productImages.sort}, ${productImages.id})
  from ${productImages} where ${and(eq(productImages.product_id, products.id), eq(productImages.status, 1), isLive(productImages))}), '[]'::json)`;

/** What an order item shows of its product (lib/api/types/orders.ts `OrderItem.products`). */
const productSummary = sql<OrderItem['products']>`json_build_object('id', ${products.id}, 'name', ${products.name}, 'product_number', ${products.product_number},
  'member_price', ${products.member_price}, 'pv', ${products.pv}, 'images', ${imagesOf})`;

/**
 * Orders as the API sends them (lib/api/types/orders.ts `Order`): each with its `order_items` by id
 * (goods, gifts with an activity_id, the shipping-fee line), every item with its product's name,
 * number, member price, PV and images: one query for the items of the whole page, products and
 * images included (a list is read often; read-row.ts says why round trips count).
 */
export async function presentOrders(db: Db, rows: OrderRow[]) {
  if (!rows.length) return [];
  const items = await db
    .select({ item: orderItems, products: productSummary })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(inArray(orderItems.order_id, rows.map((row) => row.id)))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    ...orderFields(row),
    order_items: items
      .filter(({ item }) => item.order_id === row.id)
      .map(({ item: { deleted_at: _deleted, ...item }, products }) => ({ ...item, products })), // eslint-disable-line @typescript-eslint/no-unused-vars
  }));
}
