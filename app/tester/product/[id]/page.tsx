import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ProductPageView } from '@/components/product/product-page-view';
import { ApiError } from '@/lib/api/errors';
import { loadSidebar } from '@/lib/api/loaders/catalogue';
import { getProduct } from '@/lib/api/products';
import { serverApi } from '@/lib/api/server';
import { pageMetadata } from '@/lib/metadata';
import { idFromSegment } from '@/lib/routes/segments';
import { testerAuthorization } from '@/lib/session/session';

type Params = { params: Promise<{ id: string }> };

/** Never indexed: a tester's view of a public URL (proxy.ts rewrites a tester's /product/{id} here). */
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '商品資訊', path: '/product/list', noindex: true });
}

/**
 * A tester's product page (lib/routes/tester-catalogue.ts): the product asked of the API with the
 * tester's bearer, so status-0 and testing products show; rendered per request (the session is read,
 * hence Suspense) and never cached or shared. Anyone else here gets 暫無此商品.
 */
export default function TesterProductPage({ params }: Params) {
  return (
    <Suspense fallback={<p role="status">載入中…</p>}>
      <TesterProduct params={params} />
    </Suspense>
  );
}

async function TesterProduct({ params }: Params) {
  const authorization = await testerAuthorization().catch(() => undefined);
  const id = idFromSegment((await params).id);
  if (!authorization || !id) notFound();
  const [product, categories] = await Promise.all([
    getProduct(serverApi(authorization), id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
    loadSidebar(),
  ]);
  if (!product) notFound();
  return <ProductPageView product={product} categories={categories} />;
}
