// `npm run bench`: req/s and latency of the shop's hot paths next to a static file from public/,
// measured with autocannon on the production build, after a warm-up. Not a test: a measurement.
import autocannon from 'autocannon';
import { ensureBuild } from './lib/build.mjs';
import { cartGetTarget, cartPostTarget, prepareCartBench } from './lib/cart-bench.mjs';
import { serveProduction } from './lib/serve.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function firstProductId() {
  const page = await (await fetch(`${base}/api/web/products`)).json();
  return page.data[0].id;
}

function measure(url, headers, options = {}) {
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon({ url, headers, connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return Object.assign(done, { stop: () => instance.stop() });
}

const row = (label, result) => ({ label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });

// A request that refuses stored copies (HTTP's no-cache) skips the server's page cache and measures
// Next.js serving the page from its own cache.
const PAST_PAGE_CACHE = { 'cache-control': 'no-cache' };

await ensureBuild();
const { stop } = await serveProduction({ port, dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench' });

try {
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

  // Member cart calls with demo members' tokens (scripts/lib/cart-bench.mjs says why several members).
  const cart = await prepareCartBench(base);
  const get = await cartGetTarget(base, cart);
  for (let i = 0; i < 30; i++) await fetch(get.url, { headers: get.headers }).then((r) => r.arrayBuffer());
  rows.push(row('GET /api/web/user/shopping-carts (5 lines)', await measure(get.url, get.headers)));
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
  const staticRps = rows[0].rps;
  console.log(`\nautocannon -c ${connections} -d ${seconds}s on ${base} (after warm-up)\n`);
  console.log('| target | req/s | p50 ms | p99 ms | non-2xx/errors | ratio to static |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / staticRps).toFixed(2)} |`);
  }
} finally {
  stop();
}
process.exit(0);
