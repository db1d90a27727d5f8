/**
 * sitemap.xml by the sitemaps.org protocol: one file lists at most 50,000 URLs, so past that /sitemap.xml is an
 * index of files /sitemap/1.xml, /sitemap/2.xml… (decision 0137). Pure: the routes hand it the URLs.
 */
export const URLS_PER_SITEMAP = 50_000;

export type SitemapUrl = { url: string; lastModified?: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** How many files the URLs take (one at least). */
export const sitemapFileCount = (urls: number) => Math.max(1, Math.ceil(urls / URLS_PER_SITEMAP));

function urlSet(urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ url, lastModified }) =>
      `<url>\n<loc>${escapeXml(url)}</loc>\n${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>\n` : ''}</url>\n`,
  );
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${entries.join('')}</urlset>\n`;
}

/** The address of file `n` (from 1) of a split sitemap. */
export const sitemapFilePath = (n: number) => `/sitemap/${n}.xml`;

/** What /sitemap.xml answers: every URL when they fit in one file, else the index of the files on `siteUrl`. */
export function sitemapRoot(urls: SitemapUrl[], siteUrl: string): string {
  const files = sitemapFileCount(urls.length);
  if (files === 1) return urlSet(urls);
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap>\n<loc>${escapeXml(`${siteUrl}${sitemapFilePath(i + 1)}`)}</loc>\n</sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join('')}</sitemapindex>\n`;
}

/** File `n` (from 1) of a split sitemap, or null when the sitemap is not split or has no such file. */
export function sitemapFile(urls: SitemapUrl[], n: number): string | null {
  const files = sitemapFileCount(urls.length);
  if (files === 1 || !Number.isInteger(n) || n < 1 || n > files) return null;
  return urlSet(urls.slice((n - 1) * URLS_PER_SITEMAP, n * URLS_PER_SITEMAP));
}
