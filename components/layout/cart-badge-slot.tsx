'use client';

import { lazy, Suspense } from 'react';
import { useSignedIn } from '@/lib/hooks/use-signed-in';

// The badge reads the cart through the BFF (SWR, ky): loaded only for a member.
const CartBadge = lazy(() => import('./cart-badge').then((module) => ({ default: module.CartBadge })));

/** The header's cart badge once a member is known; a visitor's header has nothing here. */
export function CartBadgeSlot() {
  return useSignedIn() ? (
    <Suspense fallback={null}>
      <CartBadge />
    </Suspense>
  ) : null;
}
