import { budgetOf, FIRST_LOAD_BUDGET_KB, firstLoadTable, scriptsOf } from '@/scripts/lib/first-load-js.mjs';

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
      ['/_next/static/chunks/195tjb5v8d4am.js', '/_next/static/chunks/1r0r26m0s7udl.js', '/_next/static/chunks/37bmo03l2v14e.js', '/_next/static/chunks/turbopack-077hmtqrhcoji.js'].sort(),
    );
  });
});

describe('the budget (brotli, as the server sends it)', () => {
  it('marks a page over its budget', () => {
    const table = firstLoadTable([
      { path: '/home', scripts: 10, raw: 500_000, gzip: 150 * 1024, brotli: 129 * 1024 },
      { path: '/product/list', scripts: 10, raw: 500_000, gzip: 170 * 1024, brotli: (FIRST_LOAD_BUDGET_KB + 1) * 1024 },
      { path: '/news', scripts: 10, raw: 400_000, gzip: 125 * 1024, brotli: 110 * 1024 },
    ]);
    expect(table).toMatch(/\| \/home \| 10 \| 488\.3 \| 150\.0 \| 129\.0 \| over \| 130 \|/);
    expect(table).toMatch(/\| \/news \|[^\n]*\| met \| 130 \|/);
    expect(table).toMatch(/\| \/product\/list \|[^\n]*\*\*OVER\*\*/);
  });

  it('holds every public page to the same ceiling', () => {
    expect(['/home', '/product/list', '/member/login', '/service/contact'].map(budgetOf)).toEqual(Array(4).fill(FIRST_LOAD_BUDGET_KB));
  });
});
