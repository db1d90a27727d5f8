// `npm run bench:sweep [-- --postgres] [-- --orders N]`: what the sweep of unpaid orders costs.
// Places N real ATM orders through the embedded API (members of its own, at most 3 unpaid orders each),
// moves their deadlines into the past, then times one sweep over all of them, and a second batch swept
// by two sweeps at once (as two instances would): every order must be expired once and its stock given
// back once. On an in-memory PGlite by default; on PostgreSQL with DATABASE_URL (a throw-away database
// on that server) or `--postgres` (a server of our own, fsync on). A measurement, not a test.
import { inArray } from 'drizzle-orm';
import { openDatabase, setDatabase } from '@/backend/db/client';
import { orders } from '@/backend/db/schema';
import { expireOverdue } from '@/backend/services/orders/order-life';
import { taipeiDateTime } from '@/lib/domain/clock';
import { MAX_OPEN_UNPAID_ORDERS, ORDER_STATUS_CODE, wallTimeMinus } from '@/lib/domain/orders';
import { postgresPool } from '../tests/support/postgres';
import { addToCart, orderPayload, productWith, shopper, stockOf, submitOrder } from '../tests/support/orders';
import { providePostgres } from '../scripts/lib/postgres.mjs';

const argument = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const total = process.argv.includes('--orders') ? Number(argument('--orders')) : 600;
const usePostgres = !!process.env.DATABASE_URL || process.argv.includes('--postgres');

type Db = Awaited<ReturnType<typeof openDatabase>>;

/** `count` real ATM orders of one product (1 unit each), by as many members as the unpaid-order cap needs. */
async function placeOrders(db: Db, count: number) {
  const product = await productWith({ quantity: count });
  const ids: number[] = [];
  while (ids.length < count) {
    const { token } = await shopper();
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS && ids.length < count; i++) {
      const response = await submitOrder(token, await orderPayload([await addToCart(token, product, 1)]));
      if (response.status !== 201)
        throw new Error(`order refused: ${response.status} ${JSON.stringify(response.json)}`);
      ids.push(response.json.data.id);
    }
  }
  const now = taipeiDateTime(new Date());
  await db
    .update(orders)
    .set({ payment_deadline: wallTimeMinus(now, 1) })
    .where(inArray(orders.id, ids));
  return { product, ids, now };
}

async function expiredCount(db: Db, ids: number[]) {
  const rows = await db.select({ status: orders.order_status }).from(orders).where(inArray(orders.id, ids));
  return rows.filter((row) => row.status === ORDER_STATUS_CODE.cancelled).length;
}

async function sweepAll(db: Db, now: string) {
  let moved = 0;
  for (let batch = await expireOverdue(db, now); batch > 0; batch = await expireOverdue(db, now)) moved += batch;
  return moved;
}

async function main() {
  const postgres = usePostgres ? await providePostgres({ required: true, durable: true }) : null;
  const opening = openDatabase(postgres ? postgres.url : 'memory://');
  setDatabase(opening);
  const db = await opening;
  try {
    const engine = postgres
      ? `PostgreSQL ${postgres.version} (${postgres.source}, fsync on), pool of ${process.env.PG_POOL_MAX ?? 10}`
      : 'PGlite (in memory)';
    console.log(`▸ ${engine}: placing ${total} ATM orders, then ${total} more`);

    const one = await placeOrders(db, total);
    let started = performance.now();
    const moved = await sweepAll(db, one.now);
    const seconds = (performance.now() - started) / 1000;

    const two = await placeOrders(db, total);
    started = performance.now();
    const [first, second] = await Promise.all([sweepAll(db, two.now), sweepAll(db, two.now)]);
    const twoSeconds = (performance.now() - started) / 1000;

    console.log(`\n| sweep | orders | expired | seconds | orders/s | stock given back |`);
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(
      `| one sweep | ${total} | ${moved} | ${seconds.toFixed(2)} | ${(moved / seconds).toFixed(0)} | ${await stockOf(one.product.id)} of ${total} |`,
    );
    console.log(
      `| two sweeps at once | ${total} | ${first} + ${second} | ${twoSeconds.toFixed(2)} | ${((first + second) / twoSeconds).toFixed(0)} | ${await stockOf(two.product.id)} of ${total} |`,
    );
    const correct =
      moved === total &&
      first + second === total &&
      (await expiredCount(db, [...one.ids, ...two.ids])) === 2 * total &&
      (await stockOf(one.product.id)) === total &&
      (await stockOf(two.product.id)) === total;
    console.log(
      `\n${correct ? '✓' : '✗'} every order expired (status ${ORDER_STATUS_CODE.cancelled}) once, and each unit of stock came back once`,
    );
    process.exitCode = correct ? 0 : 1;
  } finally {
    await postgresPool(db)?.end();
    await postgres?.stop();
  }
}

main().then(
  () => process.exit(),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
