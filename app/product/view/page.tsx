import type { Metadata } from 'next';
import { CategoryTiles } from '@/components/product/category-tiles';
import { ProductHero } from '@/components/product/product-hero';
import { ProductTabs } from '@/components/product/product-tabs';
import { JsonLd } from '@/components/ui/json-ld';
import { loadSidebar } from '@/lib/api/loaders/catalogue';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/product/product-page.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '產品總覽', path: '/product/view' });
}

/** Product landing page (spec-coverage “Public site: catalogue”): product banners, marquee and the category tiles. */
export default async function ProductViewPage() {
  const categories = await loadSidebar();
  return (
    <div className={styles.page}>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          { name: '產品總覽', path: '/product/view' },
        ])}
      />
      <ProductHero />
      <ProductTabs current="view" />
      <h1 className={styles.title}>產品總覽</h1>
      <CategoryTiles categories={categories} />
    </div>
  );
}
