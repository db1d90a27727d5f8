import { OptimizedImage } from '@/components/ui/optimized-image';
import { Link } from '@/components/ui/link';
import type { Product } from '@/lib/contract/types';
import { productImageSource } from '@/lib/api/storage';
import { Money } from '@/components/ui/money';
import { productPath } from '@/lib/routes/product-list-query';
import { ProductPlaceholder } from './product-placeholder';
import styles from './product-card.module.css';

type Props = {
  product: Product;
  /** next/image sizes for the grid or carousel the card sits in. */
  sizes: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
};

/** A product tile: image, name, number, member price and suggested price; links to the detail. */
export function ProductCard({ product, sizes, headingLevel = 3, eager = false }: Props) {
  const cover = product.images?.[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link href={productPath(product.id)} className={styles.link}>
        <span className={styles.media}>
          {cover ? (
            <OptimizedImage
              {...productImageSource(product, cover.image)}
              alt={cover.image_alt || product.name}
              fill
              sizes={sizes}
              className={styles.image}
              loading={eager ? 'eager' : 'lazy'}
            />
          ) : (
            <ProductPlaceholder />
          )}
          {product.quantity <= 0 ? <span className={styles.soldOut}>缺貨</span> : null}
        </span>
        <div className={styles.body}>
          <Heading className={styles.name}>{product.name}</Heading>
          <span className={styles.number}>{`商品編號 ${product.product_number}`}</span>
          <span className={styles.prices}>
            <span className={styles.memberPrice}>
              <span className={styles.priceLabel}>會員價</span>
              <Money value={product.member_price} />
            </span>
            {product.price !== product.member_price ? (
              <Money value={product.price} label="建議售價 " className={styles.suggested} />
            ) : null}
          </span>
        </div>
      </Link>
    </article>
  );
}
