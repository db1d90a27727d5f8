import type { Product } from '@/lib/contract/types';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/product/product-card';

/** Recommended products with name and price: 5 per view, 4 below 992, 3 below 768, 2 below 576 px. */
export function RecommendedCarousel({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <Carousel label="推薦商品" perView={{ base: 2, sm: 3, md: 4, lg: 5 }} arrows>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          sizes="(min-width: 1200px) 225px, (min-width: 992px) 19vw, (min-width: 768px) 24vw, (min-width: 576px) 32vw, 48vw"
        />
      ))}
    </Carousel>
  );
}
