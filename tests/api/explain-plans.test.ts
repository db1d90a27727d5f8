import { getDb } from '@/backend/db/client';
import { growDatabase } from '@/bench/lib/scale-data.mjs';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { patiently } from '../support/patiently';

/**
 * Issue 37: on a grown database the list and search reads use their indexes, as the planner chooses them
 * (enable_seqscan untouched). Each call is made through the API; the statements it sent are explained with
 * the parameters it sent them with.
 */
withFreshDatabase();

type Client = {
  query(
    text: string | { text: string; values?: unknown[] },
    params?: unknown[],
    options?: unknown,
  ): Promise<{ rows: Record<string, unknown>[] }>;
  connect?: () => Promise<Client & { release(): void }>;
};
type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };
type Sent = { text: string; values: unknown[] };

const SIZES = { products: 6_000, members: 3_000, orders: 3_000, memberOrders: 600, favourites: 1_000, cartLines: 20 };
let token = '';

const clientOf = async () => ((await getDb()) as unknown as { $client: Client }).$client;

patiently(beforeAll, 'growing the database', async () => {
  const created = await createMemberWithToken();
  token = created.token;
  const sourceIds: number[] = (await call('GET', 'products/sitemap')).json.data.map(
    (product: { id: number }) => product.id,
  );
  const pool = await clientOf();
  // A pool (the PostgreSQL leg) hands out connections: growing needs one (it makes temporary tables).
  const client = pool.connect ? await pool.connect() : pool;
  try {
    await growDatabase(client, { member: created.member.identity_card, sourceIds, sizes: SIZES });
  } finally {
    if ('release' in client && typeof client.release === 'function') client.release();
  }
});

/** The statements the database received while `path` was called. */
async function statementsOf(path: string): Promise<Sent[]> {
  const client = await clientOf();
  const sent: Sent[] = [];
  const query = client.query;
  client.query = (text, params, options) => {
    // PGlite takes (text, params); node-postgres, as Drizzle calls it, ({ text, rowMode, types }, params).
    sent.push(
      typeof text === 'string'
        ? { text, values: params ?? [] }
        : { text: text.text, values: text.values ?? params ?? [] },
    );
    return query.call(client, text, params, options);
  };
  try {
    const response = await call('GET', path, { token });
    expect(response.status).toBe(200);
  } finally {
    client.query = query;
  }
  return sent;
}

async function planOf({ text, values }: Sent): Promise<Plan> {
  const { rows } = await (await clientOf()).query(`explain (format json) ${text}`, values);
  const [{ 'QUERY PLAN': plan }] = rows as { 'QUERY PLAN': [{ Plan: Plan }] | string }[];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
}

const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** Which tables each statement about `table` read whole, and which indexes it used. */
async function readsOf(path: string, table: string) {
  const statements = (await statementsOf(path)).filter((sent) => new RegExp(`from "${table}"`).test(sent.text));
  expect(statements.length).toBeGreaterThan(0);
  const plans = await Promise.all(
    statements.map(async (sent) => ({ text: sent.text, nodes: nodes(await planOf(sent)) })),
  );
  return plans.map(({ text, nodes }) => ({
    counts: /count\(/.test(text),
    scanned: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
    indexes: nodes.map((node) => node['Index Name']).filter(Boolean),
  }));
}

describe('reads of a grown database use their indexes (issue 37)', () => {
  it.each([
    ['products?page=1', 'products_sort_idx'],
    ['products?page=500', 'products_sort_idx'],
    ['products?sort=2&page=3', 'products_member_price_idx'],
    ['products?sort=3&page=3', 'products_member_price_desc_idx'],
    ['products?sort=3&page=490', 'products_member_price_desc_idx'],
  ])('GET %s reads its page from %s', async (path, index) => {
    const page = (await readsOf(path, 'products')).filter((statement) => !statement.counts);
    expect(page).toEqual([{ counts: false, scanned: [], indexes: [index] }]);
  });

  // Its first page may also be read along the list's order until twelve match (a common keyword matches early).
  it('GET products/search?keyword=水晶 counts its rows through the pairs index, and reads the table whole nowhere', async () => {
    const statements = await readsOf(`products/search?keyword=${encodeURIComponent('水晶')}`, 'products');
    expect(statements.map((statement) => statement.scanned)).toEqual([[], []]);
    expect(statements.find((statement) => statement.counts)?.indexes).toEqual(['products_search_grams_idx']);
  });

  it("reads a page's images by product", async () => {
    const [images] = await readsOf('products?page=2', 'product_images');
    expect(images).toMatchObject({ scanned: [], indexes: ['product_images_product_idx'] });
  });

  it("GET storage/{path} asks which products use the image through the image's index", async () => {
    const { images } = (await call('GET', 'products/1')).json.data as { images: { image: string }[] };
    const statements = await readsOf(`storage/${images[0].image}`, 'product_images');
    expect(statements.flatMap((statement) => statement.scanned)).toEqual([]);
    expect(statements.flatMap((statement) => statement.indexes)).toContain('product_images_image_idx');
  });

  it("GET orders/search reads the member's orders of the range from the member's index", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const statements = await readsOf(`orders/search?_from=${day(-30)}&_to=${day(0)}&_type=orderDate&page=1`, 'orders');
    expect(statements.flatMap((statement) => statement.scanned)).toEqual([]);
    expect(statements.flatMap((statement) => statement.indexes)).toContain('orders_member_idx');
  });

  it("reads the member's newest favourites from the member's index", async () => {
    const [favourites] = await readsOf('user/favorites', 'favorites');
    expect(favourites.scanned).toEqual([]);
    expect(favourites.indexes).toContain('favorites_member_id_idx');
  });
});
