'use client';

import dynamic from 'next/dynamic';
import { useSignedIn } from '@/lib/hooks/use-signed-in';

// The badge reads the cart through the BFF (SWR, ky): loaded only for a member.
const CartBadge = dynamic(() => import('./cart-badge').then((module) => module.CartBadge), { ssr: false });

/** The header's cart badge once a member is known; a visitor's header has nothing here. */
export function CartBadgeSlot() {
  return useSignedIn() ? <CartBadge /> : null;
}
