import { censusOf, censusTable, flightRows, payloadOf } from '@/scripts/lib/page-census.mjs';

/** The document census of npm run bench and the page budgets of npm test (issue 54). */

/** A `self.__next_f.push([1,"…"])` script as Next.js writes it: JSON, with `<` escaped for the HTML. */
const push = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c')})</script>`;
const pushBinary = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([3, Buffer.from(text).toString('base64')])})</script>`;

const TEXT = '<p>長文</p>'; // 13 bytes in UTF-8: 0xd
const ROWS = [
  '1:I[39756,["static/chunks/1r0r26m0s7udl.js"],"default"]\n',
  '2:HL["/_next/static/media/font.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
  `3:Td,${TEXT}`,
  '4:E{"digest":"2349"}\n',
  '0:{"b":"build","f":[["$","main",null,{"children":["$","$L1",null,{"html":"$3"}]}]]}\n',
];
const STREAM = ROWS.join('');

const HTML = [
  '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>首頁</title>',
  '<style data-href="/a.css">.tile{color:red}</style></head>',
  '<body><main><h1>首頁</h1><p>內容</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  push(ROWS[0] + ROWS[1].slice(0, 20)), // a row may be split between two scripts
  push(ROWS[1].slice(20) + ROWS[2]),
  pushBinary(ROWS[3]),
  push(ROWS[4]),
  '</body></html>',
].join('');

describe('payloadOf and flightRows', () => {
  it('joins the pushed strings and base64 chunks in order, as the Flight client reads them', () => {
    expect(payloadOf(HTML).toString('utf8')).toBe(STREAM);
  });

  it('splits the stream into rows by kind, a text row by its length in bytes, each row counted whole', () => {
    const rows = flightRows(Buffer.from(STREAM));
    expect(rows.map(({ id, kind }) => [id, kind])).toEqual([
      ['1', 'I'],
      ['2', 'HL'],
      ['3', 'T'],
      ['4', 'E'],
      ['0', 'model'],
    ]);
    expect(rows.map((row) => row.bytes)).toEqual(ROWS.map((row) => Buffer.byteLength(row)));
    expect(rows[2].preview).toBe(TEXT);
    expect(rows[1].preview).toBe('["/_next/static/media/font.woff2","font",{"crossOrigin":"","type":"font/woff2"}]');
  });

  it('cuts a preview at 80 characters and shows newlines as \\n', () => {
    const long = `5:T${(200).toString(16)},${'x\n'.repeat(100)}`;
    const [row] = flightRows(Buffer.from(long));
    expect(row.preview).toBe('x\\n'.repeat(27).slice(0, 80));
    expect(row.bytes).toBe(Buffer.byteLength(long));
  });
});

describe('censusOf', () => {
  const census = censusOf(HTML);

  it('counts the bytes, the elements a browser builds and the payload scripts with their bytes', () => {
    expect(census.htmlBytes).toBe(Buffer.byteLength(HTML));
    // html, head, meta, title, style, body, main, h1, p and five scripts
    expect(census.elements).toBe(14);
    expect(census.styleBytes).toBe(Buffer.byteLength('<style data-href="/a.css">.tile{color:red}</style>'));
    expect(census.payloadScripts).toBe(4);
    expect(census.payloadScriptBytes).toBe(
      [push(ROWS[0] + ROWS[1].slice(0, 20)), push(ROWS[1].slice(20) + ROWS[2]), pushBinary(ROWS[3]), push(ROWS[4])]
        .map((script) => Buffer.byteLength(script))
        .reduce((a, b) => a + b),
    );
  });

  it('adds up each kind of row, and the kinds to the whole payload', () => {
    expect(census.payloadBytes).toBe(Buffer.byteLength(STREAM));
    expect(census.kinds.T).toEqual({ count: 1, bytes: Buffer.byteLength(ROWS[2]) });
    expect(Object.values(census.kinds).reduce((sum, kind) => sum + kind.bytes, 0)).toBe(census.payloadBytes);
  });

  it('prints a page a line', () => {
    expect(censusTable([{ label: '/home', census }]).split('\n')[2]).toBe(
      '| /home | 758 | 14 | 50 | 4 | 492 | 264 | 5 |',
    );
  });
});
