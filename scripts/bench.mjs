// `npm run bench`: req/s and latency of the shop's hot paths next to a static file from public/,
// measured with autocannon on the production build, after a warm-up. Not a test: a measurement.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/build.mjs';
import { baseEnv } from './lib/run.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function firstProductId() {
  const page = await (await fetch(`${base}/api/web/products`)).json();
  return page.data[0].id;
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

await ensureBuild();
const server = spawn('npx', ['next', 'start', '-p', String(port)], {
  env: { ...process.env, ...baseEnv, DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data/bench' },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

try {
  await waitFor(`${base}/home`);
  const productId = await firstProductId();
  const targets = [
    ['static file (public/)', '/images/seal.svg'],
    ['/home', '/home'],
    [`/product/${productId}`, `/product/${productId}`],
    ['GET /api/web/products', '/api/web/products'],
  ];
  for (const [, path] of targets) for (let i = 0; i < 30; i++) await fetch(base + path).then((r) => r.arrayBuffer());

  const rows = [];
  for (const [label, path] of targets) {
    const result = await measure(base + path);
    rows.push({ label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
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
