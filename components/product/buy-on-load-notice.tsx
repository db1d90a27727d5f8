'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import styles from './product-detail.module.css';

/**
 * /product/{id}?action=buy (quick buy) adds the product to the cart on load for a member. A visitor
 * is asked to log in first; the login page brings them back here with the action kept.
 */
export function BuyOnLoadNotice({ productId }: { productId: number }) {
  const action = useSearchParams().get('action');
  if (action !== 'buy') return null;
  const back = `/product/${productId}?action=buy`;
  return (
    <p className={styles.notice} role="status">
      快速購買：請先
      <Link href={`/member/login?redirect=${encodeURIComponent(back)}`}>登入會員</Link>
      ，登入後即可將本商品加入購物車。
    </p>
  );
}
