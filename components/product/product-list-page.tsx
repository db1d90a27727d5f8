import type { Metadata } from 'next';
import { pageNumbers } from '@/lib/api/all-pages';
import { loadProducts, loadSidebar } from '@/lib/api/loaders/catalogue';
import { pageMetadata } from '@/lib/metadata';
import type { ProductListState } from '@/lib/routes/product-list-query';
import { listSegment } from '@/lib/routes/product-list-route';
import { ProductHero } from './product-hero';
import { ProductListBody, type ProductListLoader } from './product-list-body';
import { ProductTabs } from './product-tabs';
import styles from './product-page.module.css';

export function productListMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '商品列表', path: '/product/list' });
}

/**
 * generateStaticParams of /product/list/q/[query] (see list-route.ts): the full list (so the bare
 * /product/list is static), its later pages (MOST_PAGES_WALKED in all at most), both price orders and each
 * category's first page (the landing tiles and the sidebar link there). Other queries render on their first visit.
 */
export async function productListParams(): Promise<{ query: string }[]> {
  const [first, categories] = await Promise.all([loadProducts().catch(() => null), loadSidebar().catch(() => [])]);
  const states: Partial<ProductListState>[] = [
    {},
    ...pageNumbers(first?.last_page ?? 1)
      .slice(1)
      .map((page) => ({ page })),
    { sort: 2 },
    { sort: 3 },
    ...categories.map((category) => ({ category_id: category.id })),
  ];
  return states.map((state) => ({ query: listSegment(state) }));
}

/**
 * Product list (spec-coverage “Public site: catalogue”): banners, marquee, then the list of the query (page, category_id,
 * series_id, order_by, sort, keyword). No Suspense around the list: the page is complete HTML
 * without JavaScript, and a page past the last one answers 404.
 */
export function ProductListPage({ state, loadList }: { state: ProductListState; loadList?: ProductListLoader }) {
  return (
    <div className={styles.page}>
      <ProductHero />
      <ProductTabs current="list" />
      <h1 className={styles.title}>商品列表</h1>
      <ProductListBody state={state} loadList={loadList} />
    </div>
  );
}
