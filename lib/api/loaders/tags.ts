/**
 * Cache tags of the public loaders, named after the web API path group they read. The revalidation
 * webhook (POST /api/revalidate) calls revalidateTag with these names, so both sides import them here.
 */
export const CACHE_TAGS = {
  /** system-images, system-rights, seometas, navbars, index-carousels, index-marquees, index-banners,
   *  antifrouds, video-resources, terms, contacts */
  site: 'site',
  /** products, products/search, recommended-products */
  products: 'products',
  /** products/{id} */
  product: (id: number | string) => `product-${id}`,
  /** products/sidebar (categories and series) */
  categories: 'categories',
  /** boss-articles, official-bulletins, news, travels, articles/tree, abouts, join-us, services */
  articles: 'articles',
  article: (id: number | string) => `article-${id}`,
  /** calendars, calendars/{id}, calendar/now */
  calendars: 'calendars',
  /** ebook-classes, ebook-classes/{id} */
  ebooks: 'ebooks',
  /** offices, service-bases */
  offices: 'offices',
  serviceBases: 'service-bases',
} as const;

/** Every fixed tag (not the per-id ones): what a "refresh everything" webhook call revalidates. */
export const ALL_FIXED_TAGS: string[] = Object.values(CACHE_TAGS).filter((tag) => typeof tag === 'string');
