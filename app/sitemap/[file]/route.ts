import { loadSitemapUrls } from '@/lib/sitemap';
import { sitemapFile } from '@/lib/sitemap-xml';

/** /sitemap/{n}.xml: the n-th file of a sitemap split past 50,000 URLs (decision 0137); 404 for any other. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const number = /^([1-9][0-9]{0,5})\.xml$/.exec((await params).file)?.[1];
  const xml = number ? sitemapFile(await loadSitemapUrls(), Number(number)) : null;
  if (xml === null)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml' } });
}
