// `npm run bench:contents [-- /route …]`: what a public page's first-load JavaScript is made of, from
// Next's bundle analysis for Turbopack (`next analyze --output`, then `next analyze export`). The first
// load is the route's bootstrap group and its render-dependent groups (the client components its
// server tree renders); the async groups (next/dynamic, import()) load later and are left out. Sizes
// are the analyzer's per-module figures, summed by where the code comes from. Not a test: a measurement.
import { execFileSync } from 'node:child_process';
import { kB } from '../scripts/lib/first-load-js.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const chosen = routes.length > 0 ? routes : ['/home', '/product/list', '/product/[id]', '/news'];

/** Where a module comes from, in the words of docs/perf.md. */
function origin(sourcePath) {
  const path = sourcePath.replace('[project]/', '');
  const inPackage = path.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (!inPackage) return path.split('/').slice(0, 2).join('/');
  const [, name, rest] = inPackage;
  if (name !== 'next') return name;
  if (/compiled\/react-dom\//.test(rest)) return 'react-dom';
  if (/compiled\/react-server-dom/.test(rest)) return 'react-server-dom (the RSC client)';
  if (/compiled\/(react|scheduler)\//.test(rest)) return 'react, scheduler';
  if (/app-dir\/link|shared\/lib\/router\/utils|format-url|shared\/lib\/utils|querystring/.test(rest))
    return 'next/link and its URL helpers';
  if (/dynamic|loadable/.test(rest)) return 'next/dynamic';
  if (/build\/polyfills/.test(rest)) return 'next: polyfills';
  if (/client\/components\/router-reducer|segment-cache|app-router|router/.test(rest)) return 'next: the App Router';
  return 'next: other client runtime';
}

const analyze = (args) =>
  execFileSync('npx', ['next', 'analyze', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'inherit'],
  });

analyze(['--output']);
for (const route of chosen) {
  const records = analyze(['export', '--route', route])
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const firstLoad = new Set(
    records
      .filter(
        (record) => record.type === 'group' && (record.kind === 'bootstrap' || record.kind === 'render_dependent'),
      )
      .flatMap((record) => record.outputs)
      .filter((file) => file.startsWith('[client-fs]') && file.endsWith('.js')),
  );
  const byOrigin = new Map();
  for (const part of records) {
    if (part.type !== 'part' || !firstLoad.has(part.filename)) continue;
    const key = origin(part.source_path);
    const sum = byOrigin.get(key) ?? { size: 0, compressed: 0 };
    sum.size += part.size;
    sum.compressed += part.compressed_size;
    byOrigin.set(key, sum);
  }
  const rows = [...byOrigin].sort((a, b) => b[1].compressed - a[1].compressed);
  const total = rows.reduce(
    (sum, [, size]) => ({ size: sum.size + size.size, compressed: sum.compressed + size.compressed }),
    { size: 0, compressed: 0 },
  );
  console.log(`\n${route}: ${firstLoad.size} scripts on the first load\n`);
  console.log('| from | raw kB | compressed kB (analyzer) |\n|---|---:|---:|');
  for (const [key, size] of rows) console.log(`| ${key} | ${kB(size.size)} | ${kB(size.compressed)} |`);
  console.log(`| **total** | ${kB(total.size)} | ${kB(total.compressed)} |`);
}
