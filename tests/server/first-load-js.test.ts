import { FLOOR_MARGIN_KB, firstLoadTable, overBudget, scriptsOf } from '@/scripts/lib/first-load-js.mjs';

/** The first-load JavaScript count of npm run bench and the budget step of npm test (issue 18). */
const HTML = [
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script src="/_next/static/chunks/37bmo03l2v14e.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  // The RSC payload names a rendered client component's chunks without /_next/, escaped.
  '<script>self.__next_f.push([1,"5:\\"/_next/static/chunks/195tjb5v8d4am.js\\"\\n7:I[39756,[\\"static/chunks/1r0r26m0s7udl.js\\",\\"static/chunks/37bmo03l2v14e.js\\"],\\"default\\"]"])</script>',
  '<link rel="stylesheet" href="/_next/static/chunks/40kpe3ep867lo.css">',
].join('');

describe('scriptsOf', () => {
  it('counts the script tags and the chunks the payload names, each once, without noModule polyfills or CSS', () => {
    expect(scriptsOf(HTML).sort()).toEqual(
      [
        '/_next/static/chunks/195tjb5v8d4am.js',
        '/_next/static/chunks/1r0r26m0s7udl.js',
        '/_next/static/chunks/37bmo03l2v14e.js',
        '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      ].sort(),
    );
  });
});

describe('the budget: the floor plus FLOOR_MARGIN_KB, in gzip', () => {
  const floor = { path: '/', scripts: 7, raw: 465_046, gzip: 135 * 1024, brotli: 116 * 1024 };
  const page = (path: string, gzipKb: number) => ({
    path,
    scripts: 10,
    raw: 500_000,
    gzip: gzipKb * 1024,
    brotli: 0.85 * gzipKb * 1024,
  });

  it('lets a page load up to the margin more than the floor, and not a byte more', () => {
    expect(FLOOR_MARGIN_KB).toBe(8);
    expect(overBudget(page('/home', 135 + 8), floor)).toBe(false);
    expect(overBudget({ ...page('/home', 135 + 8), gzip: (135 + 8) * 1024 + 1 }, floor)).toBe(true);
    // Measured beside the floor: the same page passes beside a heavier floor (a newer next) and fails beside a lighter one.
    expect(overBudget(page('/home', 150), { ...floor, gzip: 142 * 1024 })).toBe(false);
    expect(overBudget(page('/home', 150), { ...floor, gzip: 141 * 1024 })).toBe(true);
  });

  it('prints the floor first and the difference of each page, marking the ones over', () => {
    const table = firstLoadTable([page('/home', 140), page('/product/list', 145)], floor);
    expect(table).toMatch(/\| the floor \(bare Next\.js page\) \| 7 \| 454\.1 \| 135\.0 \| 116\.0 \| – \|/);
    expect(table).toMatch(/\| \/home \| 10 \| 488\.3 \| 140\.0 \| 119\.0 \| \+5\.0 \|/);
    expect(table).toMatch(/\| \/product\/list \|[^\n]*\| \+10\.0 \*\*OVER\*\* \|/);
  });
});
