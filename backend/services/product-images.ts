import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isLive } from '../db/filters';
import { productImages, type products } from '../db/schema';
import type { Product } from '@/lib/contract/types';

type ProductRow = typeof products.$inferSelect;

/** Products as the API shows them: each with its published images, by sort (one query for all). */
export async function withImages<T extends Pick<ProductRow, 'id'>>(db: Db, rows: T[]) {
  if (!rows.length) return [];
  const images = await db
    .select()
    .from(productImages)
    .where(
      and(
        inArray(productImages.product_id, [...new Set(rows.map((row) => row.id))]),
        eq(productImages.status, 1),
        isLive(productImages),
      ),
    )
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.product_id === row.id) }));
}

/** Whole product rows as the contract's `Product` (the list, the page, the cart's and favourites' products). */
export const presentProducts = (db: Db, rows: ProductRow[]): Promise<Product[]> => withImages(db, rows);
