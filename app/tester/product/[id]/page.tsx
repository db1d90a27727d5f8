import { notFound } from 'next/navigation';
import { ProductPageView } from '@/components/product/product-page-view';
import { TesterView, testerMetadata } from '@/components/product/tester-view';
import { call, recordOrNull } from '@/lib/api/call';
import { nullOn404 } from '@/lib/api/errors';
import { loadSidebar } from '@/lib/api/loaders/catalogue';
import { idFromSegment } from '@/lib/domain/record-id';

type Params = { params: Promise<{ id: string }> };

export function generateMetadata() {
  return testerMetadata('商品資訊');
}

/** A tester's product page (proxy.ts rewrites a tester's /product/{id} here); anyone else here gets 暫無此商品. */
export default function TesterProductPage({ params }: Params) {
  return (
    <TesterView
      render={async (api) => {
        const id = idFromSegment((await params).id);
        if (!id) notFound();
        const [product, categories] = await Promise.all([
          nullOn404(call(api, 'GET products/{id}', { params: { id } }).then(recordOrNull)),
          loadSidebar(),
        ]);
        if (!product) notFound();
        return <ProductPageView product={product} categories={categories} />;
      }}
    />
  );
}
