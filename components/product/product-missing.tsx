import { Link } from '@/components/ui/link';
import styles from './product-detail.module.css';

/** Spec §8: a missing or unavailable product shows 暫無此商品. */
export function ProductMissing() {
  return (
    <div className={styles.missing} data-testid="product-missing">
      <h1>暫無此商品</h1>
      <p>此商品可能已下架或暫停供應，歡迎瀏覽其他商品。</p>
      <Link href="/product/list">返回商品列表</Link>
    </div>
  );
}
