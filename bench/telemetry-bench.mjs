// `npm run bench:telemetry`: what the operator's telemetry costs (issue 36): a page past the page cache, a
// product page past it and GET products, measured with autocannon on the production server with telemetry
// off (LOG_LEVEL=silent, no OTEL_EXPORTER_OTLP_ENDPOINT), with logs (a JSON line per request at info), with
// logs and traces as the shop samples them (every write, one read in ten; spans exported to an OTLP
// receiver in this process), and with logs and every request traced. Side by side, in fresh processes:
// each of BENCH_ROUNDS (6) rounds starts BENCH_INSTANCES (2) new servers of every setting at once, warms
// them, and short bursts (BENCH_SECONDS, 3 s) take turns between all of them, every other round backwards;
// then they stop. A process keeps its own speed for its life (servers of the same settings differ by up to
// half on this machine, however long they are warmed), so a setting's figure is the median over rounds ×
// instances processes (50 or more to tell 5 % apart), and a busy moment weighs on every setting alike. Beside
// req/s it gives the server's CPU time per request (its process's user + system time over the burst, from
// /proc), which other work on the machine moves far less than the throughput. Not a test: a measurement
// (docs/perf.md).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { serveProduction } from '../scripts/lib/serve.mjs';
import { median } from './lib/stats.mjs';

const firstPort = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const instances = Number(process.env.BENCH_INSTANCES ?? 2);

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

const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}` };
const SETTINGS = {
  off: { LOG_LEVEL: 'silent' },
  logs: { LOG_LEVEL: 'info' },
  // The shop's sampler (decision 0151): every write, one read in ten.
  'logs + traces': { LOG_LEVEL: 'info', ...traced },
  'logs + every request traced': { LOG_LEVEL: 'info', ...traced, OTEL_TRACES_SAMPLER: 'parentbased_always_on' },
};
// BENCH_SETTINGS=off,logs + traces measures those alone (off always: it is what the others are measured against).
const NAMES = [
  'off',
  ...(process.env.BENCH_SETTINGS?.split(',') ?? Object.keys(SETTINGS)).filter((name) => name !== 'off'),
];
for (const name of NAMES)
  if (!SETTINGS[name]) throw new Error(`BENCH_SETTINGS: no setting ${name} (${Object.keys(SETTINGS)})`);

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString());
/** The CPU time a process has used so far, in ms (user + system, all its threads; or its main thread's alone). */
const cpuMs = (pid, mainThread = false) => {
  const fields = readFileSync(`/proc/${pid}/${mainThread ? `task/${pid}/` : ''}stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
};

const measure = (url, headers, duration = seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * 30 requests, and on until Next.js no longer answers STALE: a page the build prerendered more than its
 * revalidation time ago is regenerated in the background at first, and a run measured meanwhile measured that.
 */
async function warm(url, headers) {
  for (let i = 0, fresh = 0; i < 300 && (i < 30 || fresh < 5); i++) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    fresh = response.headers.get('x-nextjs-cache') === 'STALE' ? 0 : fresh + 1;
  }
}

/** Every setting's servers, all up at once, each on a port and a demo database of its own. */
async function startServers() {
  const servers = [];
  for (const setting of NAMES)
    for (let instance = 0; instance < instances; instance++) {
      const port = firstPort + servers.length;
      const server = await serveProduction({
        port,
        dataDir: `.data/bench-telemetry-${NAMES.indexOf(setting)}-${instance}`,
        env: SETTINGS[setting],
      });
      servers.push({ ...server, setting });
    }
  return servers;
}

/** `setting → label → { rps: [], p99: [], cpu: [], main: [], errors }`, a value per burst (one per process). */
const results = Object.fromEntries(NAMES.map((name) => [name, new Map()]));
let targets;
for (let round = 0; round < rounds; round++) {
  const servers = await startServers();
  if (!targets) {
    const product = (await (await fetch(`${servers[0].base}/api/web/products`)).json()).data[0].id;
    targets = [
      ['/home, past the page cache', '/home', { 'cache-control': 'no-cache' }],
      ['a product page, past the page cache', `/product/${product}`, { 'cache-control': 'no-cache' }],
      ['GET /api/web/products', '/api/web/products'],
    ];
  }
  for (const server of servers)
    for (const [, path, headers] of targets) {
      await warm(server.base + path, headers);
      await measure(server.base + path, headers, 2);
    }
  for (const [label, path, headers] of targets)
    // Every other round backwards: a machine that drifts over a round weighs on the first and the last alike.
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const [cpuBefore, mainBefore] = [cpuMs(server.pid), cpuMs(server.pid, true)];
      const result = await measure(server.base + path, headers);
      const entry = results[server.setting].get(label) ?? { rps: [], p99: [], cpu: [], main: [], errors: 0 };
      entry.cpu.push((cpuMs(server.pid) - cpuBefore) / result.requests.total);
      entry.main.push((cpuMs(server.pid, true) - mainBefore) / result.requests.total);
      entry.rps.push(result.requests.average);
      entry.p99.push(result.latency.p99);
      entry.errors += result.errors + result.non2xx;
      results[server.setting].set(label, entry);
    }
  for (const server of servers) server.stop();
  await Promise.all(servers.map((server) => server.ended));
}
receiver.close();

// The median of every burst of a setting's processes: no one burst nor one process moves it much.
/** ` (+4.2 %)`: how far `value` is from off's `base`. */
const changeTo = (value, base) =>
  ` (${value >= base ? '+' : '−'}${Math.abs(((value - base) / base) * 100).toFixed(1)} %)`;
console.log(
  `\nautocannon -c ${connections} -d ${seconds}s, ${instances} new servers a setting side by side in each of ${rounds} rounds, bursts taking turns, the median of the ${instances * rounds} processes (${spansReceived} span exports received): req/s (change to off), p99 ms, server CPU ms per request (change to off)\n`,
);
console.log(`| target | ${NAMES.join(' | ')} | non-2xx/errors |`);
console.log(`|---|${NAMES.map(() => '---:').join('|')}|---:|`);
for (const label of results.off.keys()) {
  const off = median(results.off.get(label).rps);
  const cells = NAMES.map((name) => {
    const { rps, p99, cpu } = results[name].get(label);
    const offCpu = median(results.off.get(label).cpu);
    const change = (value, base) => (name === 'off' ? '' : changeTo(value, base));
    return `${median(rps).toFixed(0)}${change(median(rps), off)}, ${median(p99).toFixed(0)}, ${median(cpu).toFixed(2)} ms${change(median(cpu), offCpu)}`;
  });
  const errors = NAMES.reduce((sum, name) => sum + results[name].get(label).errors, 0);
  console.log(`| ${label} | ${cells.join(' | ')} | ${errors} |`);
}
// The request's own work runs on the main thread; V8's helper threads (garbage collection, compiling) take
// a share that differs between servers of the same settings by up to several hundred µs a request.
console.log('\nOf it, the main thread (CPU ms per request, change to off):\n');
for (const label of results.off.keys()) {
  const offMain = median(results.off.get(label).main);
  console.log(
    `- ${label}: ${NAMES.map((name) => {
      const main = median(results[name].get(label).main);
      return `${name} ${main.toFixed(2)}${name === 'off' ? '' : changeTo(main, offMain)}`;
    }).join('; ')}`,
  );
}
// How far apart processes of the same settings measured: the noise the changes above stand against.
console.log(
  '\nThe spread between processes of a setting, CPU ms per request (lowest, median, highest), all threads | main thread:\n',
);
const spread = (values) =>
  [Math.min(...values), median(values), Math.max(...values)].map((v) => v.toFixed(2)).join(', ');
for (const label of results.off.keys())
  console.log(
    `- ${label}: ${NAMES.map((name) => {
      const { cpu, main } = results[name].get(label);
      return `${name} ${spread(cpu)} | ${spread(main)}`;
    }).join('; ')}`,
  );
process.exit(0);
