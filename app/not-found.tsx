import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import styles from '@/components/layout/status-page.module.css';

export const metadata: Metadata = { title: { absolute: '東震股份有限公司 - 找不到網頁' }, robots: { index: false } };

/** Unknown paths (spec: a designed not-found page). */
export default function NotFound() {
  return (
    <div className={styles.status}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>找不到您要的網頁</h1>
      <p className={styles.text}>網址可能有誤，或此頁面已經移除。您可以回到首頁，或逛逛我們的商品。</p>
      <div className={styles.actions}>
        <Link href="/home" className={styles.primary}>
          回到首頁
        </Link>
        <Link href="/product/list" className={styles.secondary}>
          瀏覽商品
        </Link>
      </div>
    </div>
  );
}
