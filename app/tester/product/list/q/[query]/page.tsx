import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ProductListPage } from '@/components/product/product-list-page';
import { productListPage } from '@/lib/api/catalogue';
import { serverApi } from '@/lib/api/server';
import { pageMetadata } from '@/lib/metadata';
import { stateFromSegment } from '@/lib/routes/product-list-route';
import { testerAuthorization } from '@/lib/session/session';

type Props = { params: Promise<{ query: string }> };

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '商品列表', path: '/product/list', noindex: true });
}

/**
 * A tester's /product/list (search included; proxy.ts rewrites it here for a tester's session): the
 * list asked of the API with the tester's bearer, rendered per request and never cached or shared.
 */
export default function TesterProductListPage({ params }: Props) {
  return (
    <Suspense fallback={<p role="status">載入中…</p>}>
      <TesterProductList params={params} />
    </Suspense>
  );
}

async function TesterProductList({ params }: Props) {
  const authorization = await testerAuthorization().catch(() => undefined);
  const state = stateFromSegment((await params).query);
  if (!authorization || !state) notFound();
  const api = serverApi(authorization);
  return <ProductListPage state={state} loadList={(query) => productListPage(api, query)} />;
}
