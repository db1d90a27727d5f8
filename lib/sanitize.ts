import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer for HTML that comes from the web API (articles, calendar closure notices, the
 * scam page, terms, product descriptions). Runs on the server; the result is safe for
 * dangerouslySetInnerHTML. Keeps formatting, tables, images and links; drops scripts, event
 * handlers, styles that could overlay the page, and javascript: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'video',
    'iframe',
    'del',
    'ins',
    'u',
    's',
    'sub',
    'sup',
    'font',
    'span',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['src', 'srcset', 'type', 'media'],
    video: ['src', 'controls', 'poster', 'width', 'height', 'muted', 'playsinline'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width', 'scope'],
    col: ['span', 'width'],
    font: ['color', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Only embedded players of well-known video hosts.
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^[a-z\s-]+$/],
      width: [/^\d+(\.\d+)?(px|%|em|rem)?$/],
      height: [/^\d+(\.\d+)?(px|%|em|rem)?$/],
    },
  },
  transformTags: {
    // Links that open a new window must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitize(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : '';
}

/**
 * The text of API HTML without any markup, shortened to `maxLength` characters (card excerpts). Counted
 * in code points: a cut between the halves of a surrogate pair (𠀋, most emoji) left half a character that the
 * HTML carries as U+FFFD and the page's data as it is, and React failed to hydrate the page.
 */
export function toPlainText(html: string | null | undefined, maxLength = Infinity): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('').trimEnd()}…` : text;
}
