import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/metadata';

/** robots.txt: crawlers stay out of the member area, the APIs and the maintenance page. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/member', '/api/', '/error'] },
    sitemap: `${SITE_URL}/sitemap.xml`,
    host: SITE_URL,
  };
}
