'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isSignedIn } from '@/lib/hooks/use-signed-in';
import { loginHref } from '@/lib/routes/member';
import { productPath } from '@/lib/routes/product-list-query';

type Props = { productId: number } & ({ member: false } | { member: true; ready: boolean; onBuy: () => void });

/**
 * /product/{id}?action=buy (quick buy, spec-coverage “Public site: catalogue”). A visitor goes to login with the action
 * remembered; a member's product is bought once when `ready`, and the query is dropped first so a
 * refresh does not buy again. The hint cookie is read here rather than the hook's value: during
 * hydration the hook still says "visitor" for a member.
 */
export function BuyOnLoad(props: Props) {
  const router = useRouter();
  const buy = useSearchParams().get('action') === 'buy';
  const done = useRef(false);
  const { productId, member } = props;
  const ready = props.member && props.ready;
  const onBuy = props.member ? props.onBuy : undefined;

  useEffect(() => {
    if (!buy || done.current) return;
    if (!member) {
      if (isSignedIn()) return; // the member's view takes over after hydration
      done.current = true;
      router.replace(loginHref(`${productPath(productId)}?action=buy`));
      return;
    }
    if (!ready || !onBuy) return;
    done.current = true;
    window.history.replaceState(null, '', productPath(productId));
    onBuy();
  }, [buy, member, ready, onBuy, productId, router]);

  return null;
}
