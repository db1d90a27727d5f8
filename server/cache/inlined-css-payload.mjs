// @ts-check
// With `experimental.inlineCss` Next.js writes each stylesheet of a page's first render into its HTML twice:
// once in a `<style data-href>` in the head, and once as text in the RSC payload inlined at the end of the
// body (vercel/next.js#95141; #98397 would fix it upstream). React's client never reads that text when
// the document has the stylesheet: a `<style href precedence>` is a resource, found by its href among the
// head's styles on hydration. On `/home` the copy is 42 kB of the 215 kB document, script text the phone
// parses on every load (docs/decisions/0162-inlined-css-once-per-document.md).

// Next.js's own escaping of a payload string written into a script (its internal module, as the memory
// handler's file-system cache is: check both when upgrading Next.js).
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape.js';

const PAYLOAD_SCRIPT = /(<script(?: nonce="[^"]*")?>)self\.__next_f\.push\(\[(\d+),"((?:[^"\\]|\\.)*)"\]\)<\/script>/g;
const STYLE_HREFS = /<style[^>]*? data-href="([^"]*)"/g;
// A hoistable style element of the payload: its props as string pairs, its text last (Next.js's
// createElement('style', props, text)), either inline or a reference to a text row ("$<id>").
const STYLE_ELEMENT =
  /\["\$","style","[^"]*",\{((?:"[A-Za-z]+":"(?:[^"\\]|\\.)*",)*)"children":"((?:[^"\\]|\\.)*)"\}\]/g;
const TEXT_ROW_HEADER = /^([0-9a-f]+):T([0-9a-f]+),/;
// Hints (":HL[...]") have no id.
const ROW_ID = /^[0-9a-f]*$/;

/**
 * Where a text row's length and text lie in the payload.
 * @typedef {{ lengthStart: number; end: number }} TextRow
 */

/**
 * Where each text row's length and text lie in the payload, by id; null when a row cannot be read as Flight rows.
 * @param {Buffer} payload
 * @returns {Map<string, TextRow> | null}
 */
function textRows(payload) {
  const rows = new Map();
  let position = 0;
  while (position < payload.length) {
    const header = TEXT_ROW_HEADER.exec(payload.toString('latin1', position, position + 32));
    if (header) {
      const end = position + header[0].length + parseInt(header[2], 16);
      rows.set(header[1], { lengthStart: position + header[1].length + ':T'.length, end });
      position = end;
      continue;
    }
    const colon = payload.indexOf(0x3a, position);
    if (colon < 0 || !ROW_ID.test(payload.toString('latin1', position, colon))) return null;
    const newline = payload.indexOf(0x0a, colon);
    position = newline < 0 ? payload.length : newline + 1;
  }
  return rows;
}

/**
 * What to cut from the payload: the text of every style element whose stylesheet the head already has.
 * @param {Buffer} payload
 * @param {Set<string>} inDocument
 * @returns {Array<{ start: number; end: number; replacement: string }>}
 */
function cutsOf(payload, inDocument) {
  const rows = textRows(payload);
  if (!rows) return [];
  /** @type {Array<{ start: number; end: number; replacement: string }>} */
  const cuts = [];
  const text = payload.toString('latin1');
  for (const match of text.matchAll(STYLE_ELEMENT)) {
    /** @type {Record<string, string>} */
    const props = JSON.parse(`{${match[1].slice(0, -1)}}`);
    if (!props.precedence || !inDocument.has(props.href)) continue;
    const reference = /^\$([0-9a-f]+)$/.exec(match[2]);
    const row = reference && rows.get(reference[1]);
    if (row) {
      cuts.push({ start: row.lengthStart, end: row.end, replacement: '0,' });
    } else if (!reference) {
      const start = match.index + match[0].length - '"}]'.length - match[2].length;
      cuts.push({ start, end: start + match[2].length, replacement: '' });
    }
  }
  // The global error's style elements refer to the layout's text rows again: each row is cut once.
  return cuts
    .sort((a, b) => a.start - b.start)
    .filter((cut, index, all) => index === 0 || cut.start >= all[index - 1].end);
}

/**
 * The page's HTML with the payload's copy of each stylesheet the document's head already has left out
 * (its text row emptied, or its inline text), every payload script otherwise as it was; the HTML
 * unchanged when it has no such copy or its payload is not what this reads.
 * @param {string} html
 * @returns {string}
 */
export function withoutInlinedCssCopies(html) {
  const inDocument = new Set([...html.matchAll(STYLE_HREFS)].flatMap((match) => match[1].split(' ')));
  if (inDocument.size === 0) return html;
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  if (scripts.length === 0 || scripts.some((script) => script[2] !== '1')) return html;
  const chunks = scripts.map((script) => Buffer.from(JSON.parse(`"${script[3]}"`)));
  const payload = Buffer.concat(chunks);
  const cuts = cutsOf(payload, inDocument);
  if (cuts.length === 0) return html;

  let offset = 0;
  const rewritten = chunks.map((chunk) => {
    const [start, end] = [offset, (offset += chunk.length)];
    const pieces = [];
    let kept = start;
    for (const cut of cuts) {
      if (cut.end <= start || cut.start >= end) continue;
      pieces.push(payload.subarray(kept, Math.max(cut.start, start)));
      if (cut.start >= start) pieces.push(Buffer.from(cut.replacement));
      kept = Math.min(cut.end, end);
    }
    pieces.push(payload.subarray(kept, end));
    return Buffer.concat(pieces).toString('utf8');
  });

  let index = 0;
  return html.replace(PAYLOAD_SCRIPT, (_script, open) => {
    const text = rewritten[index++];
    return text ? `${open}self.__next_f.push([1,${htmlEscapeJsonString(JSON.stringify(text))}])</script>` : '';
  });
}

/** @type {WeakSet<object>} */
const lightened = new WeakSet();

/**
 * A page the incremental cache hands Next.js, its HTML without the payload's copies of its stylesheets;
 * once per cached value (the memory cache hands the same object again).
 * @param {{ kind?: string; html?: unknown } | null | undefined} value
 * @returns {void}
 */
export function lightenCachedPage(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || lightened.has(value)) return;
  value.html = withoutInlinedCssCopies(value.html);
  lightened.add(value);
}
