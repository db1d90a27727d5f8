import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { stateFromSegment } from '@/lib/routes/product-list-route';
import { ProductListPage, productListMetadata, productListParams } from '@/components/product/product-list-page';

type Props = { params: Promise<{ query: string }> };

/** /product/list and /product/list?category_id=…&sort=…&page=… (proxy.ts rewrites them here, the query as one canonical segment). */
export function generateStaticParams() {
  return productListParams();
}

export function generateMetadata(): Promise<Metadata> {
  return productListMetadata();
}

export default async function Page({ params }: Props) {
  return <ProductListPage state={stateFromSegment((await params).query) ?? notFound()} />;
}
