'use client';

import { getDefaultStore } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { taipeiDate } from '@/lib/domain/clock';
import { ORDER_VIEW_MESSAGES } from '@/lib/domain/orders/order-display';
import { useOrderSearch } from '@/lib/hooks/use-orders';
import { orderListNoticeAtom } from '@/lib/state/orders';
import { userMessage } from '@/lib/api/errors';
import { FormFailure } from '@/components/ui/form/form-failure';
import { Pagination } from '@/components/product/pagination';
import { OrderDateFilter } from './order-date-filter';
import { orderListHref, parseOrderListQuery } from '@/lib/routes/order-list';
import { OrderTable } from './order-table';
import styles from './orders.module.css';

/** The notice an order detail left for the list (a failed fetch), taken once. */
function useListNotice() {
  const [notice] = useState(() => getDefaultStore().get(orderListNoticeAtom));
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    getDefaultStore().set(orderListNoticeAtom, null);
    if (notice) ref.current?.focus();
  }, [notice]);
  return { notice, ref };
}

/**
 * /member/order/list (spec-coverage “Order history pages”): the member's orders in a date range, a page at a time, read in
 * the browser through the BFF. The range and page live in the URL (lib/routes/order-list.ts).
 */
export function OrderListView() {
  const router = useRouter();
  const params = useSearchParams();
  const today = taipeiDate(new Date());
  const query = parseOrderListQuery(params, today);
  const { data, error, isValidating, mutate } = useOrderSearch(query);
  const { notice, ref } = useListNotice();
  const range = query.hasRange ? { from: query.from, to: query.to } : undefined;

  let body;
  if (error && !data) {
    body = (
      <>
        <FormFailure message={userMessage(error)} />
        <div>
          <button type="button" className={styles.back} onClick={() => void mutate()}>
            重新載入
          </button>
        </div>
      </>
    );
  } else if (!data) {
    body = <p role="status">載入中…</p>;
  } else {
    body = (
      <div className={styles.section} aria-busy={isValidating || undefined}>
        <p className={styles.count} role="status">
          {ORDER_VIEW_MESSAGES.count(data.total)}
        </p>
        {data.data.length ? (
          <OrderTable orders={data.data} />
        ) : (
          <p className={styles.empty}>{ORDER_VIEW_MESSAGES.listEmpty}</p>
        )}
        <Pagination current={query.page} last={data.last_page} hrefOf={(page) => orderListHref({ page, range })} />
      </div>
    );
  }

  return (
    <div className={styles.view}>
      {notice ? (
        <p ref={ref} className={styles.error} role="alert" tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      <OrderDateFilter
        key={`${query.from}|${query.to}`}
        range={{ from: query.from, to: query.to }}
        today={today}
        onSearch={(chosen) => router.push(orderListHref({ range: chosen }))}
      />
      {body}
    </div>
  );
}
