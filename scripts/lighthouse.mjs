// `npm run lighthouse`: Lighthouse 12 (mobile emulation, the default) on /home, /product/list and a
// product page, against the production build served by this script. Not a test: a measurement.
// Runs each page LIGHTHOUSE_RUNS times (5) and prints the median run per page; the JSON reports go
// to bench-results/lighthouse/. Run it alone on the machine (on a shared one inside
// `flock /tmp/e2e.lock`), as it builds when stale and times pages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, findBrowser } from './lib/browser.mjs';
import { warmBrotli } from './lib/first-load-js.mjs';
import { ensureBuild } from './lib/build.mjs';
import { serveProduction } from './lib/serve.mjs';
import { run } from './lib/run.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://localhost:${port}`;
const outDir = 'bench-results/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

// A phone in Taiwan lays the text out in a Traditional Chinese font; without one Chromium draws
// boxes, and its layout times (a third of the main thread on /home) would not be a phone's.
const hasChineseFont = (() => {
  try {
    return execFileSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
})();
if (!hasChineseFont) console.warn('⚠ no Traditional Chinese font installed (Debian: apt-get install fonts-noto-cjk): the figures will not be a phone\'s');

await ensureBuild();
const { stop } = await serveProduction({ port, dataDir: process.env.LIGHTHOUSE_DATA_DIR ?? '.data/lh' });

let failed = false;
try {
  const products = await (await fetch(`${base}/api/web/products`)).json();
  const pages = ['/home', '/product/list', `/product/${products.data[0].id}`];
  // Warm the caches (and PGlite) so the runs measure the served pages, not the first render.
  for (const page of pages) for (let i = 0; i < 3; i++) await fetch(base + page).then((r) => r.arrayBuffer());
  // And the brotli copies of their scripts, which the server makes on a script's first request.
  await warmBrotli(base, pages);

  mkdirSync(outDir, { recursive: true });
  const chrome = findBrowser();
  const rows = [];
  for (const page of pages) {
    const name = page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    const results = [];
    for (let runIndex = 1; runIndex <= runs; runIndex++) {
      const report = path.join(outDir, `${name}-${runIndex}.json`);
      const code = await run(
        'npx',
        ['lighthouse', base + page, '--quiet', '--output=json', `--output-path=${report}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`],
        { env: { CHROME_PATH: chrome } },
      );
      if (code === 0) results.push(JSON.parse(readFileSync(report, 'utf8')));
    }
    if (results.length < runs) {
      failed = true;
      rows.push({ page, error: `lighthouse failed ${runs - results.length} of ${runs} runs` });
      continue;
    }
    const performance = (result) => Math.round(result.categories.performance.score * 100);
    // Lighthouse's own advice for its run-to-run spread: report the median run.
    const result = [...results].sort((a, b) => performance(a) - performance(b))[Math.floor(runs / 2)];
    const score = (id) => Math.round(result.categories[id].score * 100);
    const audit = (id) => result.audits[id]?.displayValue ?? '';
    // First-load JS: every script the page loaded, as transferred (compressed) and as parsed.
    const scripts = (result.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
    const js = `${kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0))} / ${kb(scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0))}`;
    rows.push({
      page,
      scores: CATEGORIES.map(score),
      // Each run's score with the first paint Chromium observed before Lighthouse's simulation: on some
      // VMs headless Chromium presents an already painted frame about 1 s late, and the simulation then
      // counts the whole hydration before the LCP (docs/perf.md, stop 21).
      runs: results.map((run) => `${performance(run)} (${Math.round(run.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN)} ms)`).join(', '),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      js,
      failing: Object.values(result.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id),
    });
  }

  console.log(`\nLighthouse (mobile) on ${base}, median of ${runs} runs per page\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS (compressed / raw) | performance of each run (observed first paint) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    if (row.error) console.log(`| ${row.page} | ${row.error} |||||||||`);
    else console.log(`| ${row.page} | ${row.scores.join(' | ')} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${row.js} | ${row.runs} |`);
  }
  for (const row of rows) if (row.failing?.length) console.log(`\n${row.page} audits below 0.9: ${row.failing.join(', ')}`);
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
