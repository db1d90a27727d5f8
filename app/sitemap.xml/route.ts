import { loadSitemapUrls } from '@/lib/sitemap';
import { SITE_URL } from '@/lib/metadata';
import { sitemapRoot } from '@/lib/sitemap-xml';

/** /sitemap.xml: every public page, or past 50,000 of them the index of the files that list them (decision 0137). */
export async function GET() {
  return new Response(sitemapRoot(await loadSitemapUrls(), SITE_URL), {
    headers: { 'Content-Type': 'application/xml' },
  });
}
