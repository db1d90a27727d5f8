import { and, eq, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import { isLive, isPublished } from '../db/filters';
import { productImages, products } from '../db/schema';
import type { Db } from '../db/client';
import type { Member } from '../http/env';

const shippingFeeLines = Object.values(SHIPPING_FEE_LINE_NUMBERS);

/**
 * Which products a caller may see in the catalogue (spec-coverage “Public site: catalogue”): everyone sees live products in
 * their publication window with status 1 that are not is_testing; a tester also sees status-0 and
 * is_testing products. The shipping-fee lines are order lines, never shown to anyone.
 */
export function visibleProducts(now: string | SQLWrapper, member: Member | undefined): SQL {
  const filters = [isLive(products), isPublished(products, now), notInArray(products.product_number, shippingFeeLines)];
  if (member?.is_tester !== 1) filters.push(eq(products.status, 1), eq(products.is_testing, 0));
  return and(...filters)!;
}

/** One product the caller may see, or undefined (missing, hidden from this caller, or a shipping-fee line). */
export async function findVisibleProduct(db: Db, id: number, now: string, member: Member | undefined) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visibleProducts(now, member)))
    .limit(1);
  return product;
}

/**
 * Whether a storage file is a tester's only: the image of a product only testers see (status 0 or is_testing)
 * and of no product everyone sees (issue 52). The file of such an image is served to a tester's bearer alone.
 * Only the tester rule counts: an image of a product past its publication window or deleted stays
 * served, since members' orders and carts still show it.
 */
export async function isTestersOnlyImage(db: Db, image: string): Promise<boolean> {
  const [row] = await db
    .select({
      hidden: sql<boolean>`coalesce(bool_and(${products.status} <> 1 or ${products.is_testing} <> 0), false)`,
    })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.product_id))
    .where(eq(productImages.image, image));
  return row?.hidden === true;
}
