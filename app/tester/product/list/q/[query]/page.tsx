import { notFound } from 'next/navigation';
import { ProductListPage } from '@/components/product/product-list-page';
import { TesterView, testerMetadata } from '@/components/product/tester-view';
import { productListPage } from '@/lib/api/product-list';
import { stateFromSegment } from '@/lib/routes/product-list-route';

type Props = { params: Promise<{ query: string }> };

export function generateMetadata() {
  return testerMetadata('商品列表');
}

/** A tester's /product/list (search included; proxy.ts rewrites it here for a tester's session). */
export default function TesterProductListPage({ params }: Props) {
  return (
    <TesterView
      render={async (api) => {
        const state = stateFromSegment((await params).query);
        if (!state) notFound();
        return <ProductListPage state={state} loadList={(query) => productListPage(api, query)} />;
      }}
    />
  );
}
