import styles from './product-detail.module.css';

/** Holds the product page's space while the product streams in (no layout shift). */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="商品載入中">
      <span />
      <span />
    </div>
  );
}
