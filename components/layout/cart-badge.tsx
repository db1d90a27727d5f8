'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { useRemovedNotices } from '@/components/cart/removed-notices';
import { Toast } from '@/components/ui/toast';
import { cartCount } from '@/lib/domain/cart/line-limit';
import { useCart } from '@/lib/hooks/use-cart';
import { useSignedIn } from '@/lib/hooks/use-signed-in';
import styles from './cart-badge.module.css';

/**
 * The header's cart link with the sum of the lines' quantities (spec-coverage “Product page: cart and favourites”), for members only:
 * a visitor's page fetches nothing and shows nothing. It sits in a slot of fixed size (site-header),
 * so appearing after hydration moves nothing. The optimistic cart hooks update it at once.
 * It reads the cart on every page, and the API removes out-of-stock lines on that read, so it is
 * also where their messages are shown (spec-coverage “Product page: cart and favourites”), whichever page the member is on.
 */
export function CartBadge() {
  const signedIn = useSignedIn();
  const { data } = useCart();
  const removed = useRemovedNotices(data);
  const [dismissed, setDismissed] = useState(0);
  if (!signedIn) return null;
  const count = data ? cartCount(data.data) : null;
  const unread = removed.slice(dismissed);
  return (
    <>
      <Link href="/member/shopcart" className={styles.link}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.59-1.35 2.44A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37L8.1 13h7.45a2 2 0 0 0 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Z"
          />
        </svg>
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
        <span className="visually-hidden">{count === null ? '購物車' : `購物車，${count} 件商品`}</span>
      </Link>
      <Toast
        message={unread.length ? { tone: 'error', text: unread.map((line) => line.message).join('；') } : null}
        onDismiss={() => setDismissed(removed.length)}
      />
    </>
  );
}
