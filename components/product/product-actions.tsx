'use client';

import { Link } from '@/components/ui/link';
import { lazy, Suspense } from 'react';
import type { Product } from '@/lib/contract/types';
import { lineLimit } from '@/lib/domain/cart/line-limit';
import { CART_MESSAGES } from '@/lib/domain/cart/messages';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { useSignedIn } from '@/lib/hooks/use-signed-in';
import { BuyOnLoad } from './buy-on-load';
import { loginHref } from '@/lib/routes/member';
import { productPath } from '@/lib/routes/product-list-query';
import styles from './product-actions.module.css';

// The cart, favourites and their client (SWR, ky, dialogs) load only for a signed-in member.
const MemberActions = lazy(() => import('./member-actions').then((module) => ({ default: module.MemberActions })));

/**
 * The product page's actions. The server HTML (and every visitor) gets links to login that come
 * back here (spec-coverage “Public site: catalogue”), which also work without JavaScript; a signed-in member gets the
 * real actions once the page runs.
 */
export function ProductActions({ product }: { product: Product }) {
  const signedIn = useSignedIn();
  if (signedIn) {
    return (
      <Suspense fallback={<div className={styles.member} aria-busy="true" />}>
        <MemberActions product={product} />
      </Suspense>
    );
  }
  const back = loginHref(productPath(product.id));
  return (
    <div className={styles.visitor}>
      <div className={styles.actions}>
        {lineLimit(product) > 0 ? (
          <Link href={back} className={styles.cart}>
            加入購物車
          </Link>
        ) : (
          <span className={`${styles.cart} ${styles.cartDisabled}`} aria-disabled="true">
            {CART_MESSAGES.soldOut}
          </span>
        )}
        {isLuckyProductNumber(product.product_number) ? null : (
          <Link href={back} className={styles.favourite}>
            <span aria-hidden="true">♡</span> 加入最愛
          </Link>
        )}
      </div>
      <p className={styles.hint}>加入購物車與我的最愛需先登入會員。</p>
      <Suspense fallback={null}>
        <BuyOnLoad productId={product.id} member={false} />
      </Suspense>
    </div>
  );
}
