import 'server-only';
import type { Product } from '@/lib/contract/types';
import { loadSiteRights, loadSystemImages } from '@/lib/api/loaders/site';
import { storageUrl } from '@/lib/api/storage';
import { COMPANY_NAME } from '@/lib/company';
import { SITE_URL } from '@/lib/metadata';

/** schema.org builders for the public pages (Organization, Product with Offer, BreadcrumbList). */
const absolute = (pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

export async function organizationJsonLd() {
  const [rights, images] = await Promise.all([loadSiteRights().catch(() => null), loadSystemImages().catch(() => [])]);
  const sameAs = rights
    ? [
        rights.link_fb,
        rights.link_line,
        rights.link_youtube,
        rights.link_ig,
        rights.link_wechat,
        rights.link_twitter,
      ].filter((link): link is string => Boolean(link))
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY_NAME,
    url: absolute('/home'),
    logo: images[0] ? absolute(storageUrl(images[0].image)) : undefined,
    address: rights?.address,
    telephone: rights?.telphone,
    faxNumber: rights?.fax || undefined,
    email: rights?.email || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

export function productJsonLd(product: Product) {
  const path = `/product/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.product_number,
    productID: product.product_number,
    description: product.brief || undefined,
    image: product.images.map((image) => absolute(storageUrl(image.image))),
    brand: { '@type': 'Brand', name: COMPANY_NAME },
    offers: {
      '@type': 'Offer',
      url: absolute(path),
      priceCurrency: 'TWD',
      price: product.price,
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: COMPANY_NAME },
    },
  };
}

/** Breadcrumbs from the home page down; each entry's path becomes an absolute URL. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: absolute(entry.path),
    })),
  };
}

/** An article page (about / join / service articles, announcements, the scam notice). */
export function articleJsonLd(article: {
  title: string;
  path: string;
  /** A storage path or absolute URL. */
  image?: string | null;
  description?: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' Taiwan time. */
  published?: string | null;
  modified?: string | null;
}) {
  const isoTaipei = (value?: string | null) =>
    value && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}+08:00` : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    description: article.description || undefined,
    image: article.image ? [absolute(storageUrl(article.image))] : undefined,
    datePublished: isoTaipei(article.published),
    dateModified: isoTaipei(article.modified ?? article.published),
    mainEntityOfPage: absolute(article.path),
    author: { '@type': 'Organization', name: COMPANY_NAME },
    publisher: { '@type': 'Organization', name: COMPANY_NAME },
  };
}
