// `npm run bench`: the shop's pages beside the floor (a bare Next.js page built with the same next and react,
// scripts/lib/floor.mjs), in the same run: the first-load JavaScript of every public page, then Lighthouse
// on /home, /product/list and a product page with both throttling methods (bench/lib/paint-bench.mjs);
// then req/s and latency of the shop's hot paths next to a static file from public/, measured with
// autocannon on the production build, after a warm-up. Not a test: a measurement.
// Then the census of the measured pages' documents beside the floor and the content floor: HTML bytes, elements,
// the inline RSC payload by row kind and its largest rows (bench/lib/payload-census.mjs); `-- --census` runs only that.
// `-- --js-only`, `-- --paint-only` (JS, census and Lighthouse) or `-- --no-paint` pick parts; LIGHTHOUSE_RUNS (3) runs per page.
// Lighthouse runs again at a slower phone's CPU (bench/lib/slow-cpu-bench.mjs); `-- --slow-cpu` runs only that.
// `-- --api`: only a product read of the embedded API beside the static file (bench/lib/api-bench.mjs).
// `-- --scale`: only the reads of a throw-away PostgreSQL database at the demo's size and grown (bench/lib/scale-bench.mjs).
// On PGlite files by default; on PostgreSQL with DATABASE_URL (a throw-away database on that server,
// never the operator's data) or with `-- --postgres` (a server of our own, scripts/lib/postgres.mjs).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { ensureFloorBuild, serveFloor } from '../scripts/lib/floor.mjs';
import { firstLoadBesideFloor, firstLoadTable, FLOOR_MARGIN_KB, warmBrotli } from '../scripts/lib/first-load-js.mjs';
import { providePostgres } from '../scripts/lib/postgres.mjs';
import { serveProduction } from '../scripts/lib/serve.mjs';
import { CONTENT_FLOOR_DIR, writeContentFloor } from './lib/content-floor.mjs';
import { censusReport, takeCensus } from './lib/payload-census.mjs';
import { measurePaint, paintTable, warnWithoutChineseFont } from './lib/paint-bench.mjs';
import { blockingTable, measureAtSlowCpu } from './lib/slow-cpu-bench.mjs';
import { cartGetTarget, cartPostTarget, prepareCartBench } from './lib/cart-bench.mjs';
import {
  cancelOrders,
  orderPostTarget,
  orderSearchTarget,
  percentiles,
  prepareOrderBench,
} from './lib/order-bench.mjs';
import { scaleBench } from './lib/scale-bench.mjs';
import { apiBench } from './lib/api-bench.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function firstProductId() {
  const page = await (await fetch(`${base}/api/web/products`)).json();
  return page.data[0].id;
}

async function firstBossArticle() {
  const list = await (await fetch(`${base}/sound/boss`)).text();
  return list.match(/href="(\/sound\/boss\/\d+)"/)[1];
}

function measure(url, headers, options = {}) {
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon({ url, headers, connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  return Object.assign(done, { stop: () => instance.stop(), instance });
}

/** `--scale`: a PostgreSQL database of its own (never DATABASE_URL's own data), measured, grown, measured; then exit. */
async function benchAtScale() {
  const postgres = await providePostgres({ required: true, durable: true });
  const revalidateSecret = randomBytes(32).toString('base64url');
  try {
    const server = await serveProduction({
      port,
      dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench-scale',
      env: { DATABASE_URL: postgres.url, REVALIDATE_SECRET: revalidateSecret },
    });
    try {
      console.log(`PostgreSQL ${postgres.version} (${postgres.source}), pool of ${process.env.PG_POOL_MAX ?? 10}`);
      await scaleBench({ base, databaseUrl: postgres.url, revalidateSecret });
    } finally {
      server.stop();
    }
  } finally {
    await postgres.stop();
  }
  process.exit(0);
}

/** `--api`: a product read beside the static file on the production server (PGlite files, or PostgreSQL as below); then exit. */
async function benchApi() {
  const postgres =
    process.env.DATABASE_URL || process.argv.includes('--postgres')
      ? await providePostgres({ required: true, durable: true })
      : null;
  try {
    const server = await serveProduction({
      port,
      dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench',
      env: postgres ? { DATABASE_URL: postgres.url } : {},
    });
    try {
      console.log(postgres ? `PostgreSQL ${postgres.version} (${postgres.source})` : 'PGlite files');
      await apiBench({ base, seconds, rounds: Number(process.env.BENCH_ROUNDS ?? 2) });
    } finally {
      server.stop();
    }
  } finally {
    await postgres?.stop();
  }
  process.exit(0);
}

const row = (label, result) => ({
  label,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

// A request that refuses stored copies (HTTP's no-cache) skips the server's page cache and measures
// Next.js serving the page from its own cache.
const PAST_PAGE_CACHE = { 'cache-control': 'no-cache' };

const only = (part) => process.argv.includes(`--${part}-only`);
const censusOnly = process.argv.includes('--census');
const slowCpuOnly = process.argv.includes('--slow-cpu');
// `-- --inp`: a member's taps on a slow phone instead (bench/lib/inp-bench.mjs).
if (process.argv.includes('--inp'))
  await import('./lib/inp-bench.mjs').then(({ inpBench }) => inpBench()).then(() => process.exit(0));
await ensureBuild();
if (process.argv.includes('--scale')) await benchAtScale();
if (process.argv.includes('--api')) await benchApi();
await ensureFloorBuild();
// fsync on: a commit costs what it costs in production.
const postgres =
  process.env.DATABASE_URL || process.argv.includes('--postgres')
    ? await providePostgres({ required: true, durable: true })
    : null;
const database = postgres
  ? `PostgreSQL ${postgres.version} (${postgres.source}), pool of ${process.env.PG_POOL_MAX ?? 10}`
  : 'PGlite files';
const { stop: stopServer } = await serveProduction({
  port,
  dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench',
  env: postgres ? { DATABASE_URL: postgres.url } : {},
}).catch(async (error) => {
  await postgres?.stop();
  throw error;
});
const floorServer = await serveFloor({ port: port + 1 });
/** @type {{ base: string, stop: () => void } | undefined} */
let contentFloor;
const stop = async () => {
  stopServer();
  floorServer.stop();
  contentFloor?.stop();
  await postgres?.stop();
};

try {
  if (!censusOnly) {
    const { floor: floorJs, rows: jsRows } = await firstLoadBesideFloor(base, floorServer.base);
    console.log(
      `\nFirst-load JavaScript per public page beside the floor (npm test holds each to the floor + ${FLOOR_MARGIN_KB} kB gzip)\n`,
    );
    console.log(firstLoadTable(jsRows, floorJs));
  }
  if (only('js')) {
    await stop();
    process.exit(0);
  }

  const measuredPages = ['/home', '/product/list', `/product/${await firstProductId()}`, await firstBossArticle()];
  // The caches (pages, PGlite) warm, so the census and the runs measure pages as they are served.
  for (const path of measuredPages) for (let i = 0; i < 3; i++) await fetch(base + path).then((r) => r.arrayBuffer());
  // The floor with /home's content (bench/lib/content-floor.mjs): what that content costs in a bare Next.js page,
  // without the shop's own code. A reference, held to no goal.
  await writeContentFloor(`${base}/home`);
  await ensureFloorBuild(CONTENT_FLOOR_DIR);
  contentFloor = await serveFloor({ port: port + 2, dir: CONTENT_FLOOR_DIR });
  const pageTargets = [
    { label: 'the floor (bare Next.js page)', url: `${floorServer.base}/` },
    ...measuredPages.map((path) => ({ label: path, url: base + path })),
  ];
  const contentFloorTarget = { label: "the floor with /home's content", url: `${contentFloor.base}/`, reference: true };
  console.log(`\n${censusReport(await takeCensus([pageTargets[0], contentFloorTarget, ...pageTargets.slice(1)]))}`);
  if (censusOnly) {
    await stop();
    process.exit(0);
  }

  if (!process.argv.includes('--no-paint')) {
    warnWithoutChineseFont();
    // The brotli copies of the scripts made, so the runs measure served pages.
    await warmBrotli(base, measuredPages);
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const printPaint = (rows, heading) => {
      const { table, failures } = paintTable(rows);
      console.log(`\n${heading}, median of ${runs} runs per page (reports in bench-results/lighthouse/)\n`);
      console.log(table);
      for (const failure of failures) console.log(`goal missed: ${failure}`);
      if (failures.length === 0) console.log('every paint goal met');
    };
    if (!slowCpuOnly) printPaint(await measurePaint(pageTargets, { runs }), 'Lighthouse 12 mobile beside the floor');
    // On the slower phone also the content floor.
    const slow = await measureAtSlowCpu([pageTargets[0], contentFloorTarget, ...pageTargets.slice(1)], { runs });
    printPaint(slow.rows, `Lighthouse 12 mobile at ${slow.cpuSlowdown}× CPU (a slower phone) beside the floor`);
    console.log(
      `\nWhere the blocking falls at ${slow.cpuSlowdown}× (median of each page's runs; docs/perf.md says how to read it)\n`,
    );
    console.log(blockingTable(slow.rows));
  }
  if (only('paint') || slowCpuOnly) {
    await stop();
    process.exit(0);
  }

  const productId = await firstProductId();
  const targets = [
    ['static file (public/)', '/images/seal.svg'],
    ['/home', '/home'],
    [`/product/${productId}`, `/product/${productId}`],
    ['/home, past the page cache', '/home', PAST_PAGE_CACHE],
    [`/product/${productId}, past the page cache`, `/product/${productId}`, PAST_PAGE_CACHE],
    ['GET /api/web/products', '/api/web/products'],
  ];
  for (const [, path] of targets) for (let i = 0; i < 30; i++) await fetch(base + path).then((r) => r.arrayBuffer());

  const rows = [];
  for (const [label, path, headers] of targets) rows.push(row(label, await measure(base + path, headers)));

  // Member cart calls with demo members' tokens (bench/lib/cart-bench.mjs says why several members).
  const cart = await prepareCartBench(base);
  const get = await cartGetTarget(base, cart);
  for (let i = 0; i < 30; i++) await fetch(get.url, { headers: get.headers }).then((r) => r.arrayBuffer());
  rows.push(row('GET /api/web/user/shopping-carts (5 lines)', await measure(get.url, get.headers)));
  rows.push(
    row('GET /api/web/user/shopping-carts, 1 connection', await measure(get.url, get.headers, { connections: 1 })),
  );
  let run;
  let exhausted = false;
  const post = await cartPostTarget(base, cart, () => {
    exhausted = true;
    run.stop();
  });
  run = measure(post.options.url, undefined, post.options);
  const added = await run;
  rows.push(row('POST /api/web/user/shopping-carts (add 1)', added));
  if (exhausted) console.log(`note: the POST run used all ${post.capacity} free line slots and was stopped early`);

  // Member order calls (bench/lib/order-bench.mjs says how every measured POST is a real 201 order).
  const orderSetup = await prepareOrderBench(base, cart.ordinary);
  const orderRun = async (duration, options = {}) => {
    const target = orderPostTarget(base, orderSetup);
    const running = measure(target.options.url, undefined, { ...target.options, duration, ...options });
    target.track(running.instance);
    await running;
    await cancelOrders(base, target.made.orders);
    return target.made;
  };
  await orderRun(2); // warm-up
  const made = await orderRun(seconds);
  rows.push({
    label: 'POST /api/web/orders (ATM, a fresh cart line each)',
    rps: made.orders.length / seconds,
    ...percentiles(made.times),
    errors: made.failures,
  });
  if (made.failures) console.log('note: order run refusals:', made.refusals);
  const search = await orderSearchTarget(base, orderSetup);
  for (let i = 0; i < 30; i++) await fetch(search.url, { headers: search.headers }).then((r) => r.arrayBuffer());
  rows.push(
    row(
      `GET /api/web/orders/search (page 1 of ${search.total} orders in 30 days)`,
      await measure(search.url, search.headers),
    ),
  );
  // PGlite answers one query at a time, so at 20 connections a request mostly waits for the others:
  // one connection shows what a single order or search costs.
  const single = await orderRun(seconds, { connections: 1 });
  rows.push({
    label: 'POST /api/web/orders, 1 connection',
    rps: single.orders.length / seconds,
    ...percentiles(single.times),
    errors: single.failures,
  });
  rows.push(
    row('GET /api/web/orders/search, 1 connection', await measure(search.url, search.headers, { connections: 1 })),
  );
  const staticRps = rows[0].rps;
  console.log(`\nautocannon -c ${connections} -d ${seconds}s on ${base} (after warm-up), database: ${database}\n`);
  console.log('| target | req/s | p50 ms | p99 ms | non-2xx/errors | ratio to static |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / staticRps).toFixed(2)} |`,
    );
  }
  // The goals on PGlite: p99 under 150 ms for an order, under 50 ms for the order search.
  const p99Of = (prefix) => rows.find((r) => r.label.startsWith(prefix)).p99;
  for (const [prefix, goal] of [
    ['POST /api/web/orders', 150],
    ['GET /api/web/orders/search', 50],
  ]) {
    console.log(`goal ${prefix} p99 < ${goal} ms: ${p99Of(prefix) < goal ? 'met' : 'MISSED'} (${p99Of(prefix)} ms)`);
  }
} finally {
  await stop();
}
process.exit(0);
