// @ts-check
// What a page's document is made of (issue 54): its HTML bytes, its elements, and the inline RSC payload
// Next.js writes after </body> as `self.__next_f.push([1,"…"])` scripts, decoded and split into the rows of
// React's Flight protocol, counted by kind. `npm run bench` prints it (bench/lib/payload-census.mjs) and
// `npm test` holds three pages to budgets with it (scripts/page-budget.mjs). Bytes and counts, never times.
import { parse } from 'parse5';

/**
 * One row of the Flight stream: its id (hex, as written), its kind (`model` for a JSON row, else its tag:
 * `I`, `T`, `E`, … and a hint's `H` with its code, as `HL`), its bytes in the decoded stream (id, tag,
 * length and newline included, so that a page's rows add up to its payload) and its data's first characters.
 * @typedef {{ id: string, kind: string, bytes: number, preview: string }} FlightRow
 * @typedef {{ count: number, bytes: number }} KindTotal
 * @typedef {{
 *   htmlBytes: number,
 *   elements: number,
 *   styleBytes: number,
 *   payloadScripts: number,
 *   payloadScriptBytes: number,
 *   payloadBytes: number,
 *   kinds: Record<string, KindTotal>,
 *   rows: FlightRow[],
 * }} PageCensus
 */

/** What each kind of row is, for the tables' legend (React's processFullBinaryRow). */
export const ROW_KINDS = {
  model: 'a model: JSON of elements, props and references',
  I: 'an import: a client module and its chunks',
  T: 'a text: a long string, length-prefixed',
  E: 'an error',
  D: 'debug information (development only)',
  W: 'a console call replayed (development only)',
  HL: 'a hint: preload',
  Hm: 'a hint: modulepreload',
  HS: 'a hint: a stylesheet to load',
  HX: 'a hint: a script to run',
  HM: 'a hint: a module to run',
  HC: 'a hint: preconnect',
  HD: 'a hint: DNS prefetch',
  X: 'an async iterable opened',
  x: 'an async iterator opened',
  R: 'a stream opened',
  r: 'a byte stream opened',
  C: 'a stream or iterable closed',
};

const PREVIEW_CHARS = 80;
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;
/** Tags whose data is length-prefixed (`T` text and the typed arrays), as React's client reads them. */
const LENGTH_PREFIXED = new Set('TAOobUSsLlGgMmV');
/** Other tags React's client consumes: any capital letter, `#`, `r` and `x`; any other byte starts a model row. */
const isTag = (/** @type {string} */ char) => /^[A-Z#rx]$/.test(char);

/**
 * The inline payload of `html` as the browser's Flight client reads it: every `push([1,"…"])` string and
 * `push([3,"<base64>"])` chunk, in order, as bytes.
 * @param {string} html
 * @returns {Buffer}
 */
export function payloadOf(html) {
  const chunks = [];
  for (const [, type, literal] of html.matchAll(/self\.__next_f\.push\(\[([13]),("(?:[^"\\]|\\.)*")\]\)/g)) {
    const text = JSON.parse(literal);
    chunks.push(type === '1' ? Buffer.from(text, 'utf8') : Buffer.from(text, 'base64'));
  }
  return Buffer.concat(chunks);
}

const hexLength = (/** @type {Buffer} */ bytes, /** @type {number} */ from, /** @type {number} */ to) =>
  Number.parseInt(bytes.subarray(from, to).toString('latin1'), 16);

const previewOf = (/** @type {Buffer} */ data) =>
  data
    .subarray(0, PREVIEW_CHARS * 4)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
    .replace(/\n/g, '\\n')
    .slice(0, PREVIEW_CHARS);

/**
 * The rows of a Flight stream, in order.
 * @param {Buffer} stream
 * @returns {FlightRow[]}
 */
export function flightRows(stream) {
  const rows = [];
  let start = 0;
  while (start < stream.length) {
    const colon = stream.indexOf(COLON, start);
    if (colon < 0) throw new Error(`a Flight row without an id at byte ${start}`);
    const id = stream.subarray(start, colon).toString('latin1');
    const tag = String.fromCharCode(stream[colon + 1]);
    let kind = 'model';
    let dataStart = colon + 1;
    let dataEnd;
    let end;
    if (LENGTH_PREFIXED.has(tag)) {
      const comma = stream.indexOf(COMMA, colon + 2);
      kind = tag === 'T' ? 'T' : `${tag} (binary)`;
      dataStart = comma + 1;
      dataEnd = end = Math.min(stream.length, dataStart + hexLength(stream, colon + 2, comma));
    } else {
      if (isTag(tag)) {
        kind = tag;
        dataStart = colon + 2;
      }
      if (tag === 'H') {
        kind = `H${String.fromCharCode(stream[dataStart])}`;
        dataStart += 1;
      }
      const newline = stream.indexOf(NEWLINE, dataStart);
      dataEnd = newline < 0 ? stream.length : newline;
      end = newline < 0 ? stream.length : newline + 1;
    }
    rows.push({ id, kind, bytes: end - start, preview: previewOf(stream.subarray(dataStart, dataEnd)) });
    start = end;
  }
  return rows;
}

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 */

/** Every element of the document as a browser's parser builds it (template contents aside, as the DOM keeps them). */
function elementsOf(/** @type {Node} */ node, /** @type {Element[]} */ found = []) {
  if ('tagName' in node) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elementsOf(child, found);
  return found;
}

/** The bytes of `html` an element spans, its tags included. */
const bytesOf = (/** @type {string} */ html, /** @type {Element} */ element) => {
  const location = element.sourceCodeLocation;
  return location ? Buffer.byteLength(html.slice(location.startOffset, location.endOffset)) : 0;
};

const textOf = (/** @type {Element} */ element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/**
 * The census of one page's HTML.
 * @param {string} html
 * @returns {PageCensus}
 */
export function censusOf(html) {
  const elements = elementsOf(parse(html, { sourceCodeLocationInfo: true }));
  const payloadScripts = elements.filter(
    (element) => element.tagName === 'script' && /self\.__next_f\.push\(\[[13],/.test(textOf(element)),
  );
  const payload = payloadOf(html);
  const rows = flightRows(payload);
  /** @type {Record<string, KindTotal>} */
  const kinds = {};
  for (const row of rows) {
    kinds[row.kind] ??= { count: 0, bytes: 0 };
    kinds[row.kind].count += 1;
    kinds[row.kind].bytes += row.bytes;
  }
  const sum = (/** @type {Element[]} */ list) => list.reduce((total, element) => total + bytesOf(html, element), 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    elements: elements.length,
    styleBytes: sum(elements.filter((element) => element.tagName === 'style')),
    payloadScripts: payloadScripts.length,
    payloadScriptBytes: sum(payloadScripts),
    payloadBytes: payload.length,
    kinds,
    rows,
  };
}

/** A count of bytes or elements as written in the tables: 177,012. */
export const figure = (/** @type {number} */ value) => value.toLocaleString('en-US');

/**
 * A markdown table of censuses, a page a line: HTML, elements, inlined `<style>`, the payload's scripts (how
 * many, their bytes in the HTML) and the payload they carry, decoded.
 * @param {{ label: string, census: PageCensus }[]} pages
 */
export function censusTable(pages) {
  const lines = [
    '| page | HTML bytes | elements | `<style>` bytes | payload scripts | their bytes in the HTML | payload bytes (decoded) | rows |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { label, census } of pages)
    lines.push(
      `| ${label} | ${figure(census.htmlBytes)} | ${figure(census.elements)} | ${figure(census.styleBytes)} | ${census.payloadScripts} | ${figure(census.payloadScriptBytes)} | ${figure(census.payloadBytes)} | ${census.rows.length} |`,
    );
  return lines.join('\n');
}
