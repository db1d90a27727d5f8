// The content floor (issue 37): a bare Next.js page, built like the floor (scripts/lib/floor.mjs), that
// renders a shop page's markup and CSS as plain server-rendered elements: no client component, no link
// of next/link, no metadata. It costs what that much content costs in Next.js, so the bench can tell the
// part of a page's cost that comes with its content from the part its own code adds.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import styleToJs from 'style-to-js';

export const CONTENT_FLOOR_DIR = 'bench/content-floor';
/** Where the page's tree goes; the build embeds it (git ignores it). */
const CONTENT_FILE = path.join(CONTENT_FLOOR_DIR, 'app/content.json');

/** Elements whose part of the page is the shop's own machinery, not its content. */
const SKIPPED = new Set(['script', 'template', 'noscript', 'style', 'link', 'meta', 'title']);
const RENAMED = { class: 'className', for: 'htmlFor', 'xlink:href': 'xlinkHref' };
const BOOLEAN = new Set(['hidden', 'disabled', 'checked', 'selected', 'readonly', 'required', 'multiple', 'open']);
const URL_ATTRIBUTES = new Set(['src', 'srcset']);

/** A root-relative URL (or each of a srcset's) made absolute to `origin`, so the images load from the shop. */
const absolute = (value, origin) => value.replace(/(^|,\s*)\//g, `$1${origin}/`);

function props(attrs, origin) {
  const result = {};
  for (const { name, value } of attrs) {
    if (name === 'style') result.style = styleToJs(value, { reactCompat: true });
    else if (URL_ATTRIBUTES.has(name)) result[name === 'srcset' ? 'srcSet' : name] = absolute(value, origin);
    else result[RENAMED[name] ?? name] = BOOLEAN.has(name) && value === '' ? true : value;
  }
  return result;
}

/** A parse5 node as `[tag, props, ...children]` (text as strings), or null for what the content floor leaves out. */
function toTree(node, origin) {
  if (node.nodeName === '#text') return node.value;
  if (!node.tagName || SKIPPED.has(node.tagName)) return null;
  const children = node.childNodes.map((child) => toTree(child, origin)).filter((child) => child !== null);
  return [node.tagName, props(node.attrs, origin), ...children];
}

function collectStyles(node, styles) {
  if (node.tagName === 'style') styles.push(node.childNodes.map((child) => child.value).join(''));
  for (const child of node.childNodes ?? []) collectStyles(child, styles);
  return styles;
}

/**
 * A page's HTML as the content floor renders it: `{ style, body }`, every `<style>`'s text in document order
 * and the body's elements as trees. Image URLs are made absolute to `origin`.
 * @typedef {string | [string, Record<string, unknown>, ...ContentNode[]]} ContentNode an element as the content floor
 *   renders it: `[tag, props, ...children]`, text as strings
 * @param {string} html
 * @param {string} origin
 * @returns {{ style: string, body: ContentNode[] }}
 */
export function contentOf(html, origin) {
  const document = parse(html);
  const htmlElement = document.childNodes.find((node) => node.tagName === 'html');
  const body = htmlElement.childNodes.find((node) => node.tagName === 'body');
  return {
    style: collectStyles(document, []).join('\n'),
    body: body.childNodes.map((child) => toTree(child, origin)).filter((child) => child !== null),
  };
}

/**
 * Fetches `url` and writes its content for the content floor's next build (floor.mjs's `ensureFloorBuild`).
 * @param {string} url
 */
export async function writeContentFloor(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`content floor: ${url} answered ${answer.status}`);
  writeFileSync(CONTENT_FILE, JSON.stringify(contentOf(await answer.text(), new URL(url).origin)));
}
