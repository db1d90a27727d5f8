// `npm run bench:telemetry`: what the operator's telemetry costs (issue 36): a page past the page cache, a
// product page past it and GET products, measured with autocannon on the production server with telemetry
// off (LOG_LEVEL=silent, no OTEL_EXPORTER_OTLP_ENDPOINT) and on (a JSON line per request at info, spans
// exported to an OTLP receiver in this process, counters kept), taking turns for BENCH_ROUNDS (2) rounds
// so a busy machine weighs on both alike. Not a test: a measurement (docs/perf.md).
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { ensureBuild } from './lib/build.mjs';
import { serveProduction } from './lib/serve.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

await ensureBuild();
let spansReceived = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    spansReceived += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const SETTINGS = {
  off: { LOG_LEVEL: 'silent' },
  on: { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`, METRICS_TOKEN: 'telemetry-bench-metrics-token-0123456789' },
};

const measure = (path, headers) =>
  new Promise((resolve, reject) => autocannon({ url: base + path, headers, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result))));

const portFree = async () => {
  for (let i = 0; i < 100 && (await fetch(base).then(() => true, () => false)); i++) await new Promise((resolve) => setTimeout(resolve, 200));
};

/** `label → { rps: [], p99: [] }` per setting. */
const results = { off: new Map(), on: new Map() };
for (let round = 0; round < rounds; round++) {
  for (const setting of ['off', 'on']) {
    await portFree();
    const server = await serveProduction({ port, dataDir: `.data/bench-telemetry-${setting}`, env: SETTINGS[setting] });
    try {
      const product = (await (await fetch(`${base}/api/web/products`)).json()).data[0].id;
      const targets = [
        ['/home, past the page cache', '/home', { 'cache-control': 'no-cache' }],
        ['a product page, past the page cache', `/product/${product}`, { 'cache-control': 'no-cache' }],
        ['GET /api/web/products', '/api/web/products'],
      ];
      for (const [, path, headers] of targets) for (let i = 0; i < 30; i++) await fetch(base + path, { headers }).then((r) => r.arrayBuffer());
      for (const [label, path, headers] of targets) {
        const result = await measure(path, headers);
        const entry = results[setting].get(label) ?? { rps: [], p99: [], errors: 0 };
        entry.rps.push(result.requests.average);
        entry.p99.push(result.latency.p99);
        entry.errors += result.errors + result.non2xx;
        results[setting].set(label, entry);
      }
    } finally {
      server.stop();
    }
  }
}
receiver.close();

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`\nautocannon -c ${connections} -d ${seconds}s, ${rounds} rounds taking turns, telemetry off and on (${spansReceived} span exports received)\n`);
console.log('| target | off req/s | on req/s | change | off p99 ms | on p99 ms | non-2xx/errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [label, off] of results.off) {
  const on = results.on.get(label);
  const change = ((mean(on.rps) - mean(off.rps)) / mean(off.rps)) * 100;
  console.log(`| ${label} | ${mean(off.rps).toFixed(0)} | ${mean(on.rps).toFixed(0)} | ${change >= 0 ? '+' : ''}${change.toFixed(1)} % | ${mean(off.p99).toFixed(0)} | ${mean(on.p99).toFixed(0)} | ${off.errors + on.errors} |`);
}
process.exit(0);
