// How many times a page's HTML carries the text of its head's inlined CSS (decision 0162: once). Read from a
// rule with nothing a payload string would escape (quotes, backslashes, <, >, &), so that a copy in the
// inline RSC payload shows as the same characters.

/**
 * Copies in `html` of a rule of its head's inlined CSS; 0 when the head inlines none.
 * @param {string} html
 */
export function inlinedCssCopies(html) {
  const [, css = ''] = /<style[^>]* data-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/.exec(html) ?? [];
  const rule = css.match(/[^{}]+\{[^{}"\\<>&]+\}/g)?.find((candidate) => candidate.length > 40);
  return rule ? html.split(rule).length - 1 : 0;
}
