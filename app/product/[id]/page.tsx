import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPageView } from '@/components/product/product-page-view';
import { loadProductOrNull, loadProducts, loadSidebar } from '@/lib/api/loaders/catalogue';
import { pageMetadata } from '@/lib/metadata';
import { idFromSegment } from '@/lib/domain/record-id';
import { productPath } from '@/lib/routes/product-list-query';

type Params = { params: Promise<{ id: string }> };

/** Every listed product is prerendered; others are rendered on first visit and cached. */
export async function generateStaticParams() {
  const first = await loadProducts();
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) => loadProducts({ page: String(index + 2) })),
  );
  const ids = [first, ...rest].flatMap((page) => page.data.map((product) => ({ id: String(product.id) })));
  return ids.length > 0 ? ids : [{ id: '1' }];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const number = idFromSegment(id);
  const product = number ? await loadProductOrNull(number) : null;
  if (!product) return pageMetadata({ title: '暫無此商品', path: `/product/${id}`, noindex: true });
  const cover = product.images[0];
  return pageMetadata({
    title: product.name,
    path: productPath(product.id),
    description: product.brief,
    image: cover ? { src: cover.image, alt: cover.image_alt || product.name } : null,
  });
}

/**
 * No Suspense around the content: a streamed boundary arrives as a hidden block that only
 * JavaScript reveals, and this page must be complete HTML for crawlers and for readers without
 * JavaScript. Ids outside generateStaticParams render on their first visit and are cached.
 */
export default async function ProductPage({ params }: Params) {
  const { id } = await params;
  const number = idFromSegment(id);
  const [product, categories] = await Promise.all([number ? loadProductOrNull(number) : null, loadSidebar()]);
  // 暫無此商品 (spec-coverage “Public site: catalogue”): missing or unavailable; not-found.tsx beside this page says it.
  if (!product) notFound();
  return <ProductPageView product={product} categories={categories} />;
}
