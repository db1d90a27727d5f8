'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { call, dataOf } from '@/lib/api/call';
import { isAbsentCall, userMessage } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import type { BuyAgainResult, OrderItem } from '@/lib/contract/types';
import { productsToBuyAgain } from '@/lib/domain/orders/order-lines';
import { productPath } from '@/lib/routes/product-list-query';
import { CART_KEY } from '@/lib/hooks/use-cart';
import { FormFailure } from '@/components/ui/form/form-failure';
import buttons from '@/components/ui/button.module.css';
import styles from './orders.module.css';

/**
 * 再買一次 (issue "Beyond the spec"): the order's goods that can still be bought go back into the cart
 * (POST orders/{id}/buy-again; lucky items with their personalisation); the page then says what went in
 * and, item by item, why the rest could not, with the way to the cart. That call is the shop's addition
 * (decision 0075): on an API without it (404, 405; decision 0164) the page says so and links each of the order's
 * products (`products`, its product lines) to its page, where the member adds it again by the cart's own rules.
 */
export function OrderBuyAgain({ orderId, products }: { orderId: number; products: readonly OrderItem[] }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BuyAgainResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [absent, setAbsent] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await call(bffApi(), 'POST orders/{id}/buy-again', { params: { id: orderId } }).then(dataOf));
      void mutate(CART_KEY);
    } catch (reason) {
      if (isAbsentCall(reason)) setAbsent(true);
      else setFailure(userMessage(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.buyAgain}>
      <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void run()}>
        {busy ? '加入中…' : '再買一次'}
      </button>
      {/* Announced politely; the page's own status region belongs to the cancellation. */}
      <div aria-live="polite">
        {outcome ? (
          <>
            <p>
              {outcome.added.length
                ? `已加入購物車：${outcome.added.map((line) => `${line.name} ×${line.quantity}`).join('、')}`
                : '沒有可以再次購買的商品'}
            </p>
            {outcome.refused.length ? (
              <ul>
                {outcome.refused.map((line) => (
                  <li key={`${line.product_id}-${line.reason}`}>
                    無法加入：{line.name}（{line.reason}）
                  </li>
                ))}
              </ul>
            ) : null}
            {outcome.added.length ? <Link href="/member/shopcart/step/1">前往購物車</Link> : null}
          </>
        ) : null}
        {absent ? <AddFromProductPages products={products} /> : null}
      </div>
      <FormFailure message={failure} />
    </div>
  );
}

/** 再買一次 on an API without the call: the order's products, each a link to its page. */
function AddFromProductPages({ products }: { products: readonly OrderItem[] }) {
  const links = productsToBuyAgain(products);
  return (
    <>
      <p>目前無法一次將此訂單的商品加入購物車，請至商品頁面重新加入：</p>
      {links.length ? (
        <ul>
          {links.map((product) => (
            <li key={product.id}>
              <Link href={productPath(product.id)}>{product.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
