import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { CART_MESSAGES, lineLimit, personalisationSchema, type Personalisation } from '@/lib/domain/cart';
import { cartAddSchema, cartUpdateSchema, PERSONALISATION_FIELDS } from '@/lib/domain/cart/request';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import type { Db } from '../db/client';
import { products, shoppingCarts } from '../db/schema';
import type { AppEnv } from '../http/env';
import { invalidField, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { readBody, validateBody } from '../http/validate';
import {
  countLines,
  ensureRoom,
  fortuneFieldsOf,
  lineColumns,
  lockMember,
  ownChart,
  ownLines,
  personalisedFields,
  presentLines,
  removeOrdinaryLines,
} from '../services/cart-lines';
import { findVisibleProduct, visibleProducts } from '../services/product-visibility';
import type { RemovedCartLine } from '@/lib/contract/types';

/**
 * user/shopping-carts (spec-coverage “Product page: cart and favourites”; docs/api-contract.md "Favourites and cart"): the
 * caller's own lines only. Every rule is enforced here from the database's data (visibility, line
 * limit, lucky quantity 1, personalisation, the caller's own chart), whatever the page computed.
 */
export const cartRoutes = new Hono<AppEnv>();

type ProductRow = typeof products.$inferSelect;

const lineMissing = () => notFound(CART_MESSAGES.lineMissing);
const overLimit = (product: ProductRow, limit: number) =>
  invalidField(
    'product_quantity',
    limit === 0 ? CART_MESSAGES.outOfStock(product.name) : CART_MESSAGES.overLimit(limit),
  );

const context = (c: Context<AppEnv>) => ({ db: c.get('db'), memberId: c.get('member').id, now: c.get('now') });

/** The validated personalisation of a lucky product (the chart it names is read in the change's transaction). */
const choiceOf = async (product: ProductRow, body: Record<string, unknown>) =>
  (await validateBody(personalisationSchema(product.product_number), body)) as Personalisation;

/**
 * The line fields of a choice: a saved chart named by `character_id` is copied, locked until the change commits (it
 * cannot vanish under the line); without one, the spec's fortune fields (M §3) are stored as sent.
 */
const personalisation = async (tx: Db, memberId: number, choice: Personalisation) =>
  choice.character_id != null
    ? personalisedFields(await ownChart(tx, memberId, choice.character_id), choice)
    : fortuneFieldsOf(choice);

/** The caller's lines with their products and whether the caller may still see each product. */
const linesWithProducts = (db: Db, memberId: number, visible: SQL) =>
  db
    .select({ line: lineColumns, product: products, visible: sql<boolean>`(${visible})` })
    .from(shoppingCarts)
    .innerJoin(products, eq(products.id, shoppingCarts.product_id))
    .where(ownLines(memberId))
    .orderBy(asc(shoppingCarts.id));

/** Hidden products go silently; ordinary lines at zero stock go with a message. Lucky lines are made to order and stay. */
const removalsOf = (rows: Awaited<ReturnType<typeof linesWithProducts>>) =>
  rows.flatMap(({ line, product, visible }): RemovedCartLine[] => {
    const base = { id: line.id, product_id: product.id, name: product.name };
    if (!visible) return [{ ...base, reason: 'unavailable', message: '' }];
    if (!line.is_lucky && product.quantity <= 0)
      return [{ ...base, reason: 'out_of_stock', message: CART_MESSAGES.removedOutOfStock(product.name) }];
    return [];
  });

cartRoutes.get('/user/shopping-carts', async (c) => {
  const { db, memberId } = context(c);
  const visible = visibleProducts(c.get('now'), c.get('member'));
  let rows = await linesWithProducts(db, memberId, visible);
  let removed = removalsOf(rows);
  // Most reads remove nothing and need no transaction; removals read again and delete in one.
  if (removed.length) {
    ({ rows, removed } = await db.transaction(async (tx) => {
      const fresh = await linesWithProducts(tx, memberId, visible);
      const gone = removalsOf(fresh);
      if (gone.length)
        await tx.delete(shoppingCarts).where(
          and(
            ownLines(memberId),
            inArray(
              shoppingCarts.id,
              gone.map((line) => line.id),
            ),
          ),
        );
      return { rows: fresh, removed: gone };
    }));
  }
  const gone = new Set(removed.map((line) => line.id));
  return c.json({
    data: await presentLines(
      db,
      rows.filter((row) => !gone.has(row.line.id)),
    ),
    removed,
  });
});

cartRoutes.post('/user/shopping-carts', async (c) => {
  const { db, memberId, now } = context(c);
  const body = await readBody(c.req.raw);
  const input = await validateBody(cartAddSchema, body);
  const product = await findVisibleProduct(db, input.product_id, now, c.get('member'));
  if (!product) throw notFound(CART_MESSAGES.productMissing);

  if (product.quantity <= 0) {
    await db
      .delete(shoppingCarts)
      .where(and(ownLines(memberId), eq(shoppingCarts.product_id, product.id), eq(shoppingCarts.is_lucky, 0)));
    return c.json({
      data: { product_id: product.id, out_of_stock: 1 },
      message: CART_MESSAGES.outOfStock(product.name),
    });
  }

  let line;
  if (isLuckyProductNumber(product.product_number)) {
    if (input.product_quantity != null && input.product_quantity !== 1)
      throw invalidField('product_quantity', CART_MESSAGES.luckyQuantity);
    const choice = await choiceOf(product, body);
    const installment = input.is_installment ?? 0;
    line = await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const fields = await personalisation(tx, memberId, choice);
      if (installment === 1) await removeOrdinaryLines(tx, memberId);
      ensureRoom(await countLines(tx, memberId));
      const values = {
        ...fields,
        member_id: memberId,
        product_id: product.id,
        product_quantity: 1,
        is_lucky: 1,
        is_installment: installment,
        created_at: now,
        updated_at: now,
      };
      return (await tx.insert(shoppingCarts).values(values).returning(lineColumns))[0];
    });
  } else {
    const quantity = input.product_quantity ?? 1;
    const limit = lineLimit(product);
    if (quantity > limit) throw overLimit(product, limit);
    line = await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const counts = await countLines(tx, memberId, product.id);
      ensureRoom(counts);
      // One statement decides the sum: a new line, or the existing one if the total stays within the limit.
      const [upserted] = await tx
        .insert(shoppingCarts)
        .values({
          member_id: memberId,
          product_id: product.id,
          product_quantity: quantity,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoUpdate({
          target: [shoppingCarts.member_id, shoppingCarts.product_id],
          targetWhere: sql`is_lucky = 0`,
          set: {
            product_quantity: sql`${shoppingCarts.product_quantity} + excluded.product_quantity`,
            updated_at: now,
          },
          setWhere: sql`${shoppingCarts.product_quantity} + excluded.product_quantity <= ${limit}`,
        })
        .returning(lineColumns);
      if (!upserted) throw overLimit(product, limit);
      // 12 instalments need a cart of lucky items only: an ordinary product ends them (the page asked first).
      if (counts.instalments > 0) {
        await tx
          .update(shoppingCarts)
          .set({ is_installment: 0, updated_at: now })
          .where(and(ownLines(memberId), eq(shoppingCarts.is_lucky, 1), eq(shoppingCarts.is_installment, 1)));
      }
      return upserted;
    });
  }
  const [data] = await presentLines(db, [{ line, product }]);
  return c.json({ data, message: CART_MESSAGES.added });
});

cartRoutes.put('/user/shopping-carts/:id', async (c) => {
  const { db, memberId, now } = context(c);
  const id = idParam(c.req.param('id'), CART_MESSAGES.lineMissing);
  const body = await readBody(c.req.raw);
  const input = await validateBody(cartUpdateSchema, body);
  const [row] = await db
    .select({ line: lineColumns, product: products })
    .from(shoppingCarts)
    .innerJoin(products, eq(products.id, shoppingCarts.product_id))
    .where(and(eq(shoppingCarts.id, id), ownLines(memberId)));
  if (!row) throw lineMissing();
  const { product } = row;
  if (!(await findVisibleProduct(db, product.id, now, c.get('member')))) throw notFound(CART_MESSAGES.productMissing);
  const thisLine = and(eq(shoppingCarts.id, id), ownLines(memberId));

  let line;
  if (!row.line.is_lucky) {
    if (input.product_quantity == null) throw invalidField('product_quantity', CART_MESSAGES.quantityInvalid);
    const limit = lineLimit(product);
    if (input.product_quantity > limit) throw overLimit(product, limit);
    [line] = await db
      .update(shoppingCarts)
      .set({ product_quantity: input.product_quantity, updated_at: now })
      .where(thisLine)
      .returning(lineColumns);
  } else {
    if (input.product_quantity != null && input.product_quantity !== 1)
      throw invalidField('product_quantity', CART_MESSAGES.luckyQuantity);
    const personalises = PERSONALISATION_FIELDS.some((field) => field in body);
    const choice = personalises ? await choiceOf(product, body) : undefined;
    const installment = input.is_installment ?? undefined;
    line = await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const fields = choice ? await personalisation(tx, memberId, choice) : {};
      if (installment === 1) await removeOrdinaryLines(tx, memberId);
      return (
        await tx
          .update(shoppingCarts)
          .set({ ...fields, is_installment: installment, updated_at: now })
          .where(thisLine)
          .returning(lineColumns)
      )[0];
    });
  }
  if (!line) throw lineMissing(); // removed meanwhile
  const [data] = await presentLines(db, [{ line, product }]);
  return c.json({ data });
});

cartRoutes.delete('/user/shopping-carts/products/:product_id', async (c) => {
  const { db, memberId } = context(c);
  const productId = idParam(c.req.param('product_id'), CART_MESSAGES.lineMissing);
  const removed = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    return tx
      .delete(shoppingCarts)
      .where(and(ownLines(memberId), eq(shoppingCarts.product_id, productId)))
      .returning({ id: shoppingCarts.id });
  });
  if (!removed.length) throw lineMissing();
  return c.json({ message: CART_MESSAGES.lineRemoved, data: { removed: removed.length } });
});

cartRoutes.delete('/user/shopping-carts/:id', async (c) => {
  const { db, memberId } = context(c);
  const id = idParam(c.req.param('id'), CART_MESSAGES.lineMissing);
  const removed = await db
    .delete(shoppingCarts)
    .where(and(eq(shoppingCarts.id, id), ownLines(memberId)))
    .returning({ id: shoppingCarts.id });
  if (!removed.length) throw lineMissing();
  return c.json({ message: CART_MESSAGES.lineRemoved });
});

cartRoutes.delete('/user/shopping-carts', async (c) => {
  const { db, memberId } = context(c);
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    await tx.delete(shoppingCarts).where(ownLines(memberId));
  });
  return c.json({ message: CART_MESSAGES.cleared });
});
