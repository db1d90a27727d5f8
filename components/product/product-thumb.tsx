import { OptimizedImage } from '@/components/ui/optimized-image';
import type { Product } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import styles from './product-thumb.module.css';

/** A product's first image as a small square beside its name in a table (decorative: the name is the text). */
export function ProductThumb({ product }: { product: Pick<Product, 'images'> }) {
  const cover = product.images?.[0];
  return (
    <span className={styles.thumb}>
      {cover ? (
        <OptimizedImage src={storageUrl(cover.image)} alt="" fill sizes="72px" className={styles.image} />
      ) : null}
    </span>
  );
}
