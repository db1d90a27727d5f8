import 'server-only';
import type { Metadata } from 'next';
import { loadSeoMeta, loadSystemImages } from '@/lib/api/loaders/site';
import { storageUrl } from '@/lib/api/storage';
import { COMPANY_NAME } from '@/lib/company';

export { COMPANY_NAME };

/**
 * The public address of the shop, for canonical URLs, OpenGraph and the sitemap. SITE_URL in
 * production (e.g. https://www.tocin.com.tw); the local default keeps development working.
 */
export const SITE_URL = (process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);

/** Spec §2: "site title - route title"; the company name stands in when the SEO data has no title. */
export function composeTitle(siteTitle: string | null | undefined, routeTitle?: string | null): string {
  const site = siteTitle?.trim() || COMPANY_NAME;
  const route = routeTitle?.trim();
  return route ? `${site} - ${route}` : site;
}

export type PageMetadataInput = {
  /** The route title; omitted on the home page, which shows the site title alone. */
  title?: string;
  /** The page's path, e.g. '/product/12' (the canonical URL). */
  path: string;
  /** Overrides the site-wide SEO description (e.g. a product's brief). */
  description?: string | null;
  keywords?: string | null;
  /** A storage path or absolute URL of the page's own image; the site logo otherwise. */
  image?: { src: string; alt?: string } | null;
  type?: 'website' | 'article';
  /** For pages that must not be indexed (e.g. 暫無此商品). */
  noindex?: boolean;
};

/** The metadata every public page's generateMetadata returns: title rule, SEO meta, canonical, OpenGraph. */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const [seo, systemImages] = await Promise.all([loadSeoMeta().catch(() => null), loadSystemImages().catch(() => [])]);
  const title = composeTitle(seo?.title, input.title);
  const description = input.description?.trim() || seo?.description || undefined;
  const keywords = input.keywords?.trim() || seo?.keyword || undefined;
  const logo = systemImages[0];
  const image = input.image
    ? { url: toImageUrl(input.image.src), alt: input.image.alt ?? title }
    : logo
      ? { url: toImageUrl(logo.image), alt: logo.image_alt || COMPANY_NAME }
      : undefined;

  return {
    title: { absolute: title },
    description,
    keywords,
    authors: seo?.author ? [{ name: seo.author }] : undefined,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      locale: 'zh_TW',
      siteName: seo?.title || COMPANY_NAME,
      title,
      description,
      url: input.path,
      images: image ? [image] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  };
}

const toImageUrl = (src: string) => (/^https?:\/\//.test(src) || src.startsWith('/') ? src : storageUrl(src));
