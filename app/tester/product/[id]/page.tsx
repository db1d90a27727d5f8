import { notFound } from 'next/navigation';
import { ProductPageView } from '@/components/product/product-page-view';
import { TesterView, testerMetadata } from '@/components/product/tester-view';
import { ApiError } from '@/lib/api/errors';
import { loadSidebar } from '@/lib/api/loaders/catalogue';
import { getProduct } from '@/lib/api/products';
import { idFromSegment } from '@/lib/routes/segments';

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
          getProduct(api, id).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }),
          loadSidebar(),
        ]);
        if (!product) notFound();
        return <ProductPageView product={product} categories={categories} />;
      }}
    />
  );
}
