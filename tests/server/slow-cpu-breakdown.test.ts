import { blockingBreakdown, blockingTable } from '@/bench/lib/slow-cpu-bench.mjs';

/** npm run bench -- --slow-cpu: where a page's simulated blocking time falls (issue 37, part 5). */
const PAGE = 'http://localhost:3200/home';

function report(tasks: { startTime: number; duration: number; url: string }[], tbt = 0) {
  return {
    requestedUrl: PAGE,
    finalDisplayedUrl: PAGE,
    audits: {
      metrics: { details: { items: [{ firstContentfulPaint: 1000, interactive: 3000 }] } },
      'long-tasks': { details: { items: tasks } },
      'total-blocking-time': { numericValue: tbt },
    },
  };
}

const SCRIPT = 'http://localhost:3200/_next/static/chunks/3je5nt-xz5sa_.js';

describe('blockingBreakdown', () => {
  it('counts each task as TBT does, between FCP and TTI less 50 ms, under the document, its scripts or other', () => {
    const run = report([
      { startTime: 900, duration: 100, url: PAGE }, // ends at FCP: nothing
      { startTime: 950, duration: 150, url: PAGE }, // 100 ms after FCP: 50
      { startTime: 1200, duration: 382, url: PAGE }, // 332
      { startTime: 1700, duration: 90, url: 'Unattributable' }, // 40
      { startTime: 2700, duration: 396, url: SCRIPT }, // cut at TTI: 300 − 50 = 250
      { startTime: 3100, duration: 155, url: SCRIPT }, // after TTI: nothing
    ]);
    expect(blockingBreakdown(run)).toEqual({ document: 382, scripts: 250, other: 40 });
  });

  it('prints each page’s median by kind beside its median TBT', () => {
    const floor = [
      report([{ startTime: 2000, duration: 400, url: SCRIPT }], 350),
      report([{ startTime: 2000, duration: 300, url: SCRIPT }], 250),
      report([{ startTime: 2000, duration: 500, url: SCRIPT }], 450),
    ];
    expect(blockingTable([{ label: 'the floor', runs: floor }])).toBe(
      [
        '| page | TBT | document | scripts | other |',
        '|---|---:|---:|---:|---:|',
        '| the floor | 350 ms | 0 ms | 350 ms | 0 ms |',
      ].join('\n'),
    );
  });
});
