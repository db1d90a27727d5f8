import { eq } from 'drizzle-orm';
import { getDb } from '@/backend/db/client';
import { products } from '@/backend/db/schema';

type ProductInsert = typeof products.$inferInsert;

export async function productByNumber(number: string) {
  const [product] = await (await getDb()).select().from(products).where(eq(products.product_number, number));
  if (!product) throw new Error(`no demo product ${number}`);
  return product;
}

let made = 0;

/** A visible ordinary product of the test's own (a copy of 02001 with the changes), so a test may change its stock or status freely. */
export async function makeProduct(changes: Partial<ProductInsert> = {}) {
  const { id: _id, ...base } = await productByNumber('02001');
  made += 1;
  const [product] = await (
    await getDb()
  )
    .insert(products)
    .values({
      ...base,
      product_number: `T${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(4, '0')}`,
      name: `測試商品 ${made}`,
      ...changes,
    })
    .returning();
  return product;
}

export async function updateProduct(id: number, changes: Partial<ProductInsert>) {
  await (await getDb()).update(products).set(changes).where(eq(products.id, id));
}
