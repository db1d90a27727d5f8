import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductHero } from '@/components/product/product-hero';
import { ProductListBody, ProductListSkeleton } from '@/components/product/product-list-body';
import type { RawSearchParams } from '@/components/product/list-query';
import { ProductTabs } from '@/components/product/product-tabs';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/product/product-page.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '商品列表', path: '/product/list' });
}

/**
 * Product list (spec §2): banners and marquee in the static shell; the list itself depends on the
 * query (page, category_id, series_id, order_by, sort, keyword) and streams in from cached loaders.
 */
export default function ProductListPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <div className={styles.page}>
      <ProductHero />
      <ProductTabs current="list" />
      <h1 className={styles.title}>商品列表</h1>
      <Suspense fallback={<ProductListSkeleton />}>
        <ProductListBody searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
