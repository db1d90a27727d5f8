// The public pages on a slower phone (issue 37): Lighthouse's simulated CPU slowdown is raised from its 4×
// until the floor's own main-thread work blocks for about FLOOR_TBT_MS, then the pages are measured beside
// the floor at that slowdown. On such a CPU a page's extra work crosses the 50 ms long-task line that the
// default 4× keeps it under, so the same goals (score and TBT beside the floor's) see what 4× hides.
// `BENCH_CPU_SLOWDOWN=<multiplier>` skips the calibration.
import { lighthouse, measurePaint, metric, reportFile } from './paint-bench.mjs';
import { median } from './stats.mjs';

/**
 * Where Lighthouse's simulation puts a page's blocking time (blockingBreakdown).
 * @typedef {'document' | 'scripts' | 'other'} BlockingKind
 * @type {BlockingKind[]}
 */
const BLOCKING_KINDS = ['document', 'scripts', 'other'];

/**
 * The parts of a Lighthouse report the breakdown reads.
 * @typedef {{
 *   requestedUrl?: string,
 *   finalDisplayedUrl?: string,
 *   audits: {
 *     metrics: { details: { items: { firstContentfulPaint: number, interactive: number }[] } },
 *     'long-tasks'?: { details?: { items: { startTime: number, duration: number, url: string }[] } },
 *     'total-blocking-time': { numericValue: number },
 *   },
 * }} LighthouseRun
 */
const LONG_TASK_MS = 50;

const FLOOR_TBT_MS = 400;
const TOLERANCE_MS = 50;
const CALIBRATION_RUNS = 3;
const MAX_STEPS = 5;

const oneDecimal = (value) => Math.round(value * 10) / 10;

async function floorTbt(url, cpuSlowdown, step) {
  const tbts = [];
  for (let index = 1; index <= CALIBRATION_RUNS; index++) {
    const file = reportFile(`calibration-${step}`, 'simulate', index, cpuSlowdown);
    const report = await lighthouse(url, 'simulate', file, { cpuSlowdown });
    if (report) tbts.push(metric(report, 'total-blocking-time'));
  }
  if (tbts.length === 0) throw new Error(`Lighthouse failed every calibration run at ${cpuSlowdown}×`);
  return median(tbts);
}

/**
 * The CPU slowdown at which the floor (at `floorUrl`) blocks the main thread for about FLOOR_TBT_MS,
 * found by measuring it (median of 3) and stepping along the line through the last two points.
 * @param {string} floorUrl
 * @returns {Promise<number>}
 */
export async function calibrateSlowdown(floorUrl) {
  const tried = [];
  let cpuSlowdown = 4;
  for (let step = 1; step <= MAX_STEPS; step++) {
    const tbt = await floorTbt(floorUrl, cpuSlowdown, step);
    console.log(`  calibration: the floor's TBT at ${cpuSlowdown}× CPU is ${Math.round(tbt)} ms`);
    tried.push({ cpuSlowdown, tbt });
    if (Math.abs(tbt - FLOOR_TBT_MS) <= TOLERANCE_MS) break;
    const last = tried.at(-1);
    const previous = tried.at(-2);
    // Along the line through the last two points; from the first, in proportion (at most 3×).
    const slope =
      previous && last.tbt !== previous.tbt ? (last.tbt - previous.tbt) / (last.cpuSlowdown - previous.cpuSlowdown) : 0;
    const next =
      slope > 0
        ? last.cpuSlowdown + (FLOOR_TBT_MS - last.tbt) / slope
        : last.cpuSlowdown * Math.min(3, FLOOR_TBT_MS / Math.max(last.tbt, 1));
    cpuSlowdown = oneDecimal(Math.min(40, Math.max(1, next)));
  }
  const closest = tried.reduce((best, entry) =>
    Math.abs(entry.tbt - FLOOR_TBT_MS) < Math.abs(best.tbt - FLOOR_TBT_MS) ? entry : best,
  );
  return closest.cpuSlowdown;
}

/**
 * The targets (the floor first) with Lighthouse's simulated throttling at the slowdown the floor's TBT was
 * calibrated to (or `BENCH_CPU_SLOWDOWN`): `{ cpuSlowdown, rows }`, rows as `measurePaint` gives them.
 * @param {{ label: string, url: string, reference?: boolean }[]} targets
 * @param {{ runs: number }} options
 */
export async function measureAtSlowCpu(targets, { runs }) {
  const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || (await calibrateSlowdown(targets[0].url));
  console.log(`\nCPU slowdown for the slower phone: ${cpuSlowdown}× (Lighthouse's throttling.cpuSlowdownMultiplier)`);
  return { cpuSlowdown, rows: await measurePaint(targets, { runs, methods: ['simulate'], cpuSlowdown }) };
}

/**
 * A run's blocking time by what its simulated long tasks belong to: the page's own document (HTML parsing with
 * the inline RSC payload, style, layout), its scripts (Next's boot, React's hydration, the islands) or nothing
 * Lighthouse could name. Each task counts about as TBT counts it: its part between the reported FCP and TTI,
 * less 50 ms. TBT itself blends two simulations with other FCP and TTI estimates, and the long-tasks audit
 * lists at most 20 tasks, so the sum comes near the run's TBT, not to it.
 * @param {LighthouseRun} report
 * @returns {Record<BlockingKind, number>}
 */
export function blockingBreakdown(report) {
  const { firstContentfulPaint: fcp, interactive: tti } = report.audits.metrics.details.items[0];
  const byKind = Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind, 0]));
  for (const task of report.audits['long-tasks']?.details?.items ?? []) {
    const blocking = Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp) - LONG_TASK_MS;
    if (blocking <= 0) continue;
    const kind =
      task.url === report.finalDisplayedUrl || task.url === report.requestedUrl
        ? 'document'
        : task.url.startsWith('http')
          ? 'scripts'
          : 'other';
    byKind[kind] += blocking;
  }
  return byKind;
}

/**
 * Each page's median blocking time by kind over its runs (blockingBreakdown), beside its median TBT.
 * @param {{ label: string, runs: LighthouseRun[] }[]} rows
 * @returns {string}
 */
export function blockingTable(rows) {
  const lines = ['| page | TBT | document | scripts | other |', '|---|---:|---:|---:|---:|'];
  for (const { label, runs } of rows) {
    const breakdowns = runs.map(blockingBreakdown);
    const cells = BLOCKING_KINDS.map((kind) => `${Math.round(median(breakdowns.map((each) => each[kind])))} ms`);
    const tbt = Math.round(median(runs.map((run) => metric(run, 'total-blocking-time'))));
    lines.push(`| ${label} | ${tbt} ms | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
