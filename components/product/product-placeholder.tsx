import styles from './product-placeholder.module.css';

/** What stands where a product has no picture: the company's name, decorative. `large` in the product page's gallery. */
export function ProductPlaceholder({ large = false }: { large?: boolean }) {
  return (
    <span className={large ? `${styles.placeholder} ${styles.large}` : styles.placeholder} aria-hidden="true">
      東震
    </span>
  );
}
