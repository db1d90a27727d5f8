import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CART_MESSAGES, MAX_FAVORITES } from '@/lib/domain/cart';
import { productIdSchema } from '@/lib/domain/cart/request';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import type { Db } from '../db/client';
import { favorites, products } from '../db/schema';
import type { AppEnv } from '../http/env';
import { invalidField, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { readBody, validateBody } from '../http/validate';
import { presentProducts } from '../services/product-images';
import type { Favorite } from '@/lib/contract/types';
import { findVisibleProduct, visibleProducts } from '../services/product-visibility';
import { lockMember } from '../services/cart-lines';

/**
 * user/favorites (spec-coverage “Favourites and cart API”): the caller's own favourites. DELETE takes the favourite's id
 * (M §7's `{id}`) or, when the caller has no favourite of that id, the product id of one of the caller's favourites,
 * so a product page can toggle without knowing the favourite's. Lucky products cannot be favourites.
 */
export const favoriteRoutes = new Hono<AppEnv>();

type Row = { id: number; product_id: number; created_at: string; product: typeof products.$inferSelect };

async function present(db: Db, rows: Row[]): Promise<Favorite[]> {
  const shown = await presentProducts(
    db,
    rows.map((row) => row.product),
  );
  return rows.map(({ product: _product, ...favorite }, i) => ({ ...favorite, products: shown[i] }));
}

const columns = {
  id: favorites.id,
  product_id: favorites.product_id,
  created_at: favorites.created_at,
  product: products,
};

favoriteRoutes.get('/user/favorites', async (c) => {
  const db = c.get('db');
  const rows = await db
    .select(columns)
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.product_id))
    // Products the caller may no longer see are left out, not deleted: they come back if shown again.
    .where(and(eq(favorites.member_id, c.get('member').id), visibleProducts(c.get('now'), c.get('member'))))
    .orderBy(desc(favorites.id))
    // Adding stops at the cap; rows written past it another way are not all answered (decision 0136).
    .limit(MAX_FAVORITES);
  return c.json({ data: await present(db, rows) });
});

favoriteRoutes.post('/user/favorites', async (c) => {
  const db = c.get('db');
  const memberId = c.get('member').id;
  const now = c.get('now');
  const { product_id } = await validateBody(productIdSchema, await readBody(c.req.raw));
  const product = await findVisibleProduct(db, product_id, now, c.get('member'));
  if (!product) throw notFound(CART_MESSAGES.productMissing);
  if (isLuckyProductNumber(product.product_number)) throw invalidField('product_id', CART_MESSAGES.favouriteLucky);

  const [inserted] = await db.transaction(async (tx) => {
    // Under the member's lock, so two adds at once cannot both take the last place.
    await lockMember(tx, memberId);
    const [{ kept }] = await tx.select({ kept: count() }).from(favorites).where(eq(favorites.member_id, memberId));
    const [existing] = await tx
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.member_id, memberId), eq(favorites.product_id, product_id)));
    if (!existing && kept >= MAX_FAVORITES) throw invalidField('product_id', CART_MESSAGES.favoritesFull);
    return tx
      .insert(favorites)
      .values({ member_id: memberId, product_id, created_at: now, updated_at: now })
      .onConflictDoNothing({ target: [favorites.member_id, favorites.product_id] })
      .returning({ id: favorites.id, product_id: favorites.product_id, created_at: favorites.created_at });
  });
  const favorite =
    inserted ??
    (
      await db
        .select({ id: favorites.id, product_id: favorites.product_id, created_at: favorites.created_at })
        .from(favorites)
        .where(and(eq(favorites.member_id, memberId), eq(favorites.product_id, product_id)))
    )[0];
  const [data] = await present(db, [{ ...favorite, product }]);
  return c.json({ data, message: CART_MESSAGES.favouriteAdded }, inserted ? 201 : 200);
});

favoriteRoutes.delete('/user/favorites/:id', async (c) => {
  const id = idParam(c.req.param('id'), CART_MESSAGES.favouriteMissing);
  const db = c.get('db');
  const mine = eq(favorites.member_id, c.get('member').id);
  const removeWhere = (which: typeof mine) =>
    db.delete(favorites).where(and(mine, which)).returning({ id: favorites.id });
  // The caller's favourite of that id; else the caller's favourite of the product of that id.
  const removed =
    (await removeWhere(eq(favorites.id, id))).length || (await removeWhere(eq(favorites.product_id, id))).length;
  if (!removed) throw notFound(CART_MESSAGES.favouriteMissing);
  return c.json({ message: CART_MESSAGES.favouriteRemovedText });
});
