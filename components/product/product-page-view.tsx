import { ProductDetail } from '@/components/product/product-detail';
import { JsonLd } from '@/components/ui/json-ld';
import type { Category, Product } from '@/lib/contract/types';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/json-ld';
import { productPath } from '@/lib/routes/product-list-query';

/** A product page's content (the public page and a tester's): structured data, then the product with its category. */
export function ProductPageView({ product, categories }: { product: Product; categories: Category[] }) {
  const category = categories.find((item) => item.id === product.category_id);
  return (
    <>
      <JsonLd data={productJsonLd(product)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          { name: '產品總覽', path: '/product/view' },
          ...(category ? [{ name: category.name, path: `/product/list?category_id=${category.id}` }] : []),
          { name: product.name, path: productPath(product.id) },
        ])}
      />
      <ProductDetail product={product} category={category} />
    </>
  );
}
