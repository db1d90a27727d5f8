import { ProductMissing } from '@/components/product/product-missing';

/** Spec §8: a product the tester may not see either (missing, or past its window) shows 暫無此商品. */
export default function TesterProductNotFound() {
  return <ProductMissing />;
}
