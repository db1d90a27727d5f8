// Grows a seeded demo database in place to a real company's size (issue 37), with SQL alone: copies of the
// seed's own rows (products with their images, members), and orders, favourites and cart lines of the
// seed's shape. Seconds on PostgreSQL; a throw-away database only (the bench's, the explain-plan test's).

/**
 * How many of each a grown database holds.
 * @typedef {{
 *   products: number,
 *   members: number,
 *   orders: number,
 *   memberOrders: number,
 *   favourites: number,
 *   cartLines: number,
 * }} Sizes
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }} Client
 */

/** @type {Sizes} */
export const GROWN = {
  products: 20_000,
  members: 50_000,
  orders: 200_000,
  memberOrders: 5_000,
  favourites: 20_000,
  cartLines: 100,
};

/**
 * The demo's tables but for what one member's lists need to be as long as when grown (100 favourites, 100 cart
 * lines, full pages of orders in the last 30 days): those lists' own cost.
 * @type {Sizes}
 */
export const LINES_ONLY = {
  products: 200,
  members: 0,
  orders: 240,
  memberOrders: 240,
  favourites: 100,
  cartLines: 100,
};

/** The columns of `table` but those named, for an INSERT … SELECT that copies rows. */
async function columnsBut(client, table, skipped) {
  const { rows } = await client.query(
    'select column_name from information_schema.columns where table_name = $1 order by ordinal_position',
    [table],
  );
  return rows.map((row) => row.column_name).filter((name) => !skipped.includes(name) && name !== 'id');
}

/** An integer for the SQL text (statements that make tables take no parameters). */
const int = (value) => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};

const list = (names) => names.map((name) => `"${name}"`).join(', ');

/**
 * Copies the products `sourceIds` names (the ones a visitor sees, as the API says) and their images until
 * there are `products` rows: each copy keeps its
 * original's every column but a new number ('G' and 7 digits), its name followed by the copy's number and
 * a sort after the originals'.
 */
async function growProducts(client, products, sourceIds) {
  const [{ count }] = (await client.query('select count(*)::int as count from products')).rows;
  const copies = products - count;
  if (copies <= 0) return;
  await client.query(`create temp table grow_map as
    with seed as (
      select id, row_number() over (order by id) as k, count(*) over () as n from products where id in (${sourceIds.map(int).join(', ')})
    )
    select g, 'G' || lpad((g + ${int(count)})::text, 7, '0') as number, seed.id as source_id from generate_series(1, ${int(copies)}) g join seed on seed.k = 1 + g % seed.n`);
  const copied = await columnsBut(client, 'products', ['product_number', 'name', 'sort']);
  await client.query(`insert into products (product_number, name, sort, ${list(copied)})
    select m.number, left(p.name, 110) || ' ' || m.g, p.sort + 1000 + m.g, ${copied.map((name) => `p."${name}"`).join(', ')}
    from grow_map m join products p on p.id = m.source_id`);
  const imageColumns = await columnsBut(client, 'product_images', ['product_id']);
  await client.query(`insert into product_images (product_id, ${list(imageColumns)})
    select np.id, ${imageColumns.map((name) => `i."${name}"`).join(', ')}
    from grow_map m join products np on np.product_number = m.number join product_images i on i.product_id = m.source_id`);
  await client.query('drop table grow_map');
}

/** Copies of a demo member until there are `members`: identity 'S' and 9 digits, no management number. */
async function growMembers(client, members, template) {
  const [{ count }] = (await client.query('select count(*)::int as count from members')).rows;
  const copied = await columnsBut(client, 'members', ['identity_card', 'manage_id', 'name']);
  await client.query(
    `insert into members (identity_card, name, ${list(copied)})
    select 'S' || lpad(g::text, 9, '0'), '會員' || g, ${copied.map((name) => `m."${name}"`).join(', ')}
    from generate_series(1, $1::int) g, members m where m.identity_card = $2`,
    [Math.max(0, members - count), template],
  );
}

/**
 * Paid orders of one line each over the last two years, until there are `orders` of them (numbers 'S' and 12
 * digits), `memberOrders` of them the member's, the rest spread over the other members.
 */
async function growOrders(client, { orders, memberOrders }, memberId) {
  const [{ made, mine }] = (
    await client.query(
      `select count(*)::int as made, count(*) filter (where member_id = $1)::int as mine
    from orders where order_number like 'S%'`,
      [memberId],
    )
  ).rows;
  await client.query(`create temp table grow_orders as
    select g, 'S' || lpad((g + ${int(made)})::text, 12, '0') as number,
      case when g <= ${int(memberOrders - mine)} then ${int(memberId)} else (select min(id) from members) + g % (select count(*) from members) end as member_id,
      (now() at time zone 'Asia/Taipei') - ((g + ${int(made)}) % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as placed_at,
      (select id from products where product_number like 'G%' order by id limit 1) + g % 100 as product_id
    from generate_series(1, ${int(Math.max(0, orders - made))}) g`);
  await client.query(`insert into orders (member_id, order_number, total_price, total_pv, order_status, payment, delivery_code,
      receiver, receiver_phone, sale_territory, paid_at, created_at, updated_at)
    select o.member_id, o.number, p.member_price, p.pv, 3, 'card', '03', '林志明', '0912345678', '03',
      date_trunc('second', o.placed_at), date_trunc('second', o.placed_at), date_trunc('second', o.placed_at)
    from grow_orders o join products p on p.id = o.product_id and exists (select 1 from members m where m.id = o.member_id)`);
  await client.query(`insert into order_items (order_id, product_id, product_number, product_quantity, price, pv, created_at, updated_at)
    select ord.id, p.id, p.product_number, 1, p.member_price, p.pv, ord.created_at, ord.created_at
    from grow_orders o join orders ord on ord.order_number = o.number join products p on p.id = o.product_id`);
  await client.query('drop table grow_orders');
}

/**
 * The member's favourites (every grown product up to `favourites`) and `cartLines` ordinary lines of one each;
 * and two favourites of every other grown member, as members keep a few.
 */
async function growMemberLists(client, { favourites, cartLines }, memberId) {
  await client.query(`insert into favorites (member_id, product_id)
    select m.id, (select min(id) from products where product_number like 'G%') + (m.id * 7 + k) % 1000
    from members m, generate_series(0, 1) k where m.identity_card like 'S%' on conflict do nothing`);
  await client.query(
    `insert into favorites (member_id, product_id)
    select $1, id from products where product_number like 'G%' order by id limit $2 on conflict do nothing`,
    [memberId, favourites],
  );
  await client.query(
    `insert into shopping_carts (member_id, product_id, product_quantity)
    select $1, id, 1 from products where product_number like 'G%' and quantity > 0 order by id
    limit greatest(0, $2 - (select count(*) from shopping_carts where member_id = $1)) on conflict do nothing`,
    [memberId, cartLines],
  );
}

/**
 * Grows the database of `client` (a pg Client, or PGlite, on a seeded demo database, or one grown before) to `sizes`, the lists of one member
 * (identity `member`) included, then vacuums and analyses it as autovacuum would. Answers the seconds taken.
 * @param {Client} client
 * @param {{ member: string, sourceIds: number[], template?: string, sizes?: Sizes }} options
 * @returns {Promise<number>}
 */
export async function growDatabase(client, { member, sourceIds, template = 'C123456781', sizes = GROWN }) {
  const started = performance.now();
  const [{ id: memberId }] = (await client.query('select id from members where identity_card = $1', [member])).rows;
  await growProducts(client, sizes.products, sourceIds);
  await growMembers(client, sizes.members, template);
  await growOrders(client, sizes, memberId);
  await growMemberLists(client, sizes, memberId);
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}
