// `npm run bench -- --census` (and part of the default run): what each measured page's document is made of,
// beside the floor and the content floor (issue 54). Three tables: a page a line (scripts/lib/page-census.mjs),
// the inline RSC payload's rows by kind, and each page's largest rows, so that a change shows where its bytes went.
import { censusOf, censusTable, figure, ROW_KINDS } from '../../scripts/lib/page-census.mjs';

/** How many of each page's largest rows the last table lists. */
const LARGEST_ROWS = 5;

/**
 * @typedef {import('../../scripts/lib/page-census.mjs').PageCensus} PageCensus
 * @typedef {{ label: string, census: PageCensus }} CensusPage
 */

/**
 * The census of each `{ label, url }`, its HTML fetched as a browser asks for it.
 * @param {{ label: string, url: string }[]} targets
 * @returns {Promise<CensusPage[]>}
 */
export async function takeCensus(targets) {
  const pages = [];
  for (const { label, url } of targets) {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`census: ${url} answered ${answer.status}`);
    pages.push({ label, census: censusOf(await answer.text()) });
  }
  return pages;
}

/** Rows by kind: a kind a line, a page a column, each cell `count × bytes`. */
function kindsTable(/** @type {CensusPage[]} */ pages) {
  const kinds = [...new Set(pages.flatMap(({ census }) => Object.keys(census.kinds)))].sort(
    (a, b) =>
      Math.max(...pages.map(({ census }) => census.kinds[b]?.bytes ?? 0)) -
      Math.max(...pages.map(({ census }) => census.kinds[a]?.bytes ?? 0)),
  );
  const lines = [
    `| row kind | ${pages.map(({ label }) => label).join(' | ')} |`,
    `|---|${pages.map(() => '---:').join('|')}|`,
  ];
  for (const kind of kinds) {
    const cells = pages.map(({ census }) => {
      const total = census.kinds[kind];
      return total ? `${total.count} × ${figure(total.bytes)}` : '–';
    });
    const meaning = ROW_KINDS[/** @type {keyof typeof ROW_KINDS} */ (kind)];
    lines.push(`| \`${kind}\`${meaning ? ` (${meaning})` : ''} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|');

/** Each page's LARGEST_ROWS largest rows: id, kind, bytes and the first 80 characters of its data. */
function largestTable(/** @type {CensusPage[]} */ pages) {
  const lines = ['| page | row | kind | bytes | data (first 80 characters) |', '|---|---|---|---:|---|'];
  for (const { label, census } of pages) {
    const largest = [...census.rows].sort((a, b) => b.bytes - a.bytes).slice(0, LARGEST_ROWS);
    for (const row of largest)
      lines.push(`| ${label} | ${row.id} | ${row.kind} | ${figure(row.bytes)} | \`${cell(row.preview)}\` |`);
  }
  return lines.join('\n');
}

/**
 * The three tables of the census, ready to print.
 * @param {CensusPage[]} pages
 */
export function censusReport(pages) {
  return [
    'What each document is made of: bytes and elements of the HTML, the inline RSC payload (self.__next_f scripts) decoded\n',
    censusTable(pages),
    '\nThe payload by Flight row kind: rows × bytes (decoded)\n',
    kindsTable(pages),
    `\nThe ${LARGEST_ROWS} largest payload rows of each page\n`,
    largestTable(pages),
  ].join('\n');
}
