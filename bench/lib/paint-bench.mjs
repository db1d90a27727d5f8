// When the pages paint, beside the floor: Lighthouse 12 (mobile emulation) on the floor and on each shop
// page, with both of its throttling methods: "simulate" (its model of a slow 4G phone at 4× CPU, which
// gives the score) and "devtools" (the page really loaded through Chromium's throttled network and CPU).
// The runs alternate between the pages, so a noisy moment costs every page alike, and each page's median
// run is reported.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findBrowser } from '../../scripts/lib/browser.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs';
import { run } from '../../scripts/lib/run.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const THROTTLING_METHODS = ['simulate', 'devtools'];
const OUT_DIR = 'bench-results/lighthouse';

/** The goals of issue 26, against the floor measured in the same run. */
export const PAINT_GOALS = { score: 3, lcpDevtoolsMs: 400, tbtMs: 150 };

// A phone in Taiwan lays the text out in a Traditional Chinese font; without one Chromium draws boxes,
// and its layout times would not be a phone's.
export function warnWithoutChineseFont() {
  try {
    if (execFileSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' }).trim() !== '') return;
  } catch {
    /* no fontconfig: same warning */
  }
  console.warn(
    "⚠ no Traditional Chinese font installed (Debian: apt-get install fonts-noto-cjk): the figures will not be a phone's",
  );
}

// Lighthouse's own user agent names "Chrome-Lighthouse", which Next.js treats as a bot that cannot read
// streamed HTML: it renders the page anew for it, with its metadata blocking, instead of serving what a
// phone gets. The phone it emulates is given a phone's user agent, so it is served what a phone is served.
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

export const score = (report, id) => Math.round(report.categories[id].score * 100);
export const metric = (report, id) => report.audits[id]?.numericValue ?? NaN;

/** One Lighthouse run; `cpuSlowdown` replaces its 4× CPU slowdown (bench/lib/slow-cpu-bench.mjs). */
export async function lighthouse(url, method, file, { cpuSlowdown } = {}) {
  const code = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--throttling-method=${method}`,
      `--emulated-user-agent=${PHONE_USER_AGENT}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { env: { CHROME_PATH: findBrowser() } },
  );
  return code === 0 ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Where a run's report goes: bench-results/lighthouse/<page>-<method>[-cpu<N>]-<run>.json. */
export function reportFile(label, method, index, cpuSlowdown) {
  mkdirSync(OUT_DIR, { recursive: true });
  const page = label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
  return path.join(OUT_DIR, `${page}-${method}${cpuSlowdown ? `-cpu${cpuSlowdown}` : ''}-${index}.json`);
}

/**
 * Runs Lighthouse `runs` times per page and method over `targets` (`[{ label, url, reference? }]`, the floor
 * first) and resolves with the median run of each (by performance score): `{ label, method, report, runs, reference }`.
 */
export async function measurePaint(targets, { runs = 3, methods = THROTTLING_METHODS, cpuSlowdown } = {}) {
  const reports = new Map();
  for (let index = 1; index <= runs; index++) {
    for (const method of methods) {
      for (const { label, url } of targets) {
        const file = reportFile(label, method, index, cpuSlowdown);
        const report = await lighthouse(url, method, file, { cpuSlowdown });
        const key = `${label} ${method}`;
        reports.set(key, [...(reports.get(key) ?? []), report]);
      }
    }
  }
  const rows = [];
  for (const method of methods) {
    for (const { label, reference } of targets) {
      const done = reports.get(`${label} ${method}`).filter(Boolean);
      if (done.length < runs)
        throw new Error(`Lighthouse failed ${runs - done.length} of ${runs} runs of ${label} (${method})`);
      const sorted = [...done].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      rows.push({ label, method, report: sorted[Math.floor(runs / 2)], runs: done, reference });
    }
  }
  return rows;
}

const ms = (value) => `${Math.round(value)} ms`;
const signed = (value, unit = '') => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}${unit}`;

/** The paint table: every page's median beside the floor's, with the difference and the goals met or not. */
export function paintTable(rows) {
  const lines = [
    '| page | throttling | performance (each run) | FCP | LCP | TBT | a11y / best pr. / SEO | vs the floor: score, LCP, TBT |',
    '|---|---|---|---:|---:|---:|---|---|',
  ];
  const failures = [];
  for (const row of rows) {
    const floor = rows.find((candidate) => candidate.method === row.method);
    const { report } = row;
    const each = row.runs.map((run) => score(run, 'performance')).join(', ');
    const others = CATEGORIES.slice(1)
      .map((id) => score(report, id))
      .join(' / ');
    let versus = '–';
    if (floor !== row) {
      // A reference row (the content floor) is shown beside the floor but held to no goal.
      const missed = row.reference ? [] : failures;
      const scoreGap = score(floor.report, 'performance') - score(report, 'performance');
      const lcpGap = metric(report, 'largest-contentful-paint') - metric(floor.report, 'largest-contentful-paint');
      const tbtGap = metric(report, 'total-blocking-time') - metric(floor.report, 'total-blocking-time');
      versus = `${signed(-scoreGap)}, ${signed(lcpGap, ' ms')}, ${signed(tbtGap, ' ms')}`;
      if (row.method === 'simulate' && scoreGap > PAINT_GOALS.score)
        missed.push(`${row.label}: score ${scoreGap} below the floor's (goal ≤ ${PAINT_GOALS.score})`);
      if (row.method === 'devtools' && lcpGap > PAINT_GOALS.lcpDevtoolsMs)
        missed.push(
          `${row.label}: LCP with devtools throttling ${Math.round(lcpGap)} ms after the floor's (goal ≤ ${PAINT_GOALS.lcpDevtoolsMs})`,
        );
      if (row.method === 'simulate' && tbtGap > PAINT_GOALS.tbtMs)
        missed.push(`${row.label}: TBT ${Math.round(tbtGap)} ms over the floor's (goal ≤ ${PAINT_GOALS.tbtMs})`);
      if (others !== '100 / 100 / 100')
        missed.push(`${row.label} (${row.method}): accessibility / best practices / SEO ${others}`);
    }
    lines.push(
      `| ${row.label} | ${row.method} | ${score(report, 'performance')} (${each}) | ${ms(metric(report, 'first-contentful-paint'))} | ${ms(metric(report, 'largest-contentful-paint'))} | ${ms(metric(report, 'total-blocking-time'))} | ${others} | ${versus} |`,
    );
  }
  return { table: lines.join('\n'), failures };
}
