import { OptimizedImage } from '@/components/ui/optimized-image';
import type { Product } from '@/lib/contract/types';
import { productImageSource } from '@/lib/api/storage';
import styles from './product-thumb.module.css';

/**
 * A product's first image as a small square beside its name in a table (decorative: the name is the text). A
 * product only testers see, when its flags are known, reads its image with the member's session (productImageSource).
 */
export function ProductThumb({
  product,
}: {
  product: Pick<Product, 'images'> & Partial<Pick<Product, 'status' | 'is_testing'>>;
}) {
  const cover = product.images?.[0];
  return (
    <span className={styles.thumb}>
      {cover ? (
        <OptimizedImage
          {...productImageSource(product, cover.image)}
          alt=""
          fill
          sizes="72px"
          className={styles.image}
        />
      ) : null}
    </span>
  );
}
