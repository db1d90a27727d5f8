import { ProductMissing } from '@/components/product/product-missing';

/** Spec §8: a missing or unavailable product shows 暫無此商品. */
export default function ProductNotFound() {
  return <ProductMissing />;
}
