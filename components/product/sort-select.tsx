'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { listHref, type ProductListState, type ProductSort } from '@/lib/routes/product-list-query';
import styles from './list-controls.module.css';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 0, label: '預設排序' },
  { value: 2, label: '價格：低到高' },
  { value: 3, label: '價格：高到低' },
];

/**
 * Sort select of the product list (spec-coverage “Public site: catalogue”: 0 default, 2 price ascending, 3 price descending).
 * Changing it goes back to page 1 with the other filters kept. A plain GET form underneath keeps it
 * usable without JavaScript.
 */
export function SortSelect({ state }: { state: ProductListState }) {
  const router = useRouter();
  const id = useId();
  return (
    <form action="/product/list" method="get" className={styles.control}>
      {state.keyword ? <input type="hidden" name="keyword" value={state.keyword} /> : null}
      {state.category_id ? <input type="hidden" name="category_id" value={state.category_id} /> : null}
      {state.series_id ? <input type="hidden" name="series_id" value={state.series_id} /> : null}
      <label htmlFor={id} className={styles.label}>
        排序
      </label>
      <select
        id={id}
        name="sort"
        className={styles.select}
        value={state.sort}
        onChange={(event) => router.push(listHref({ ...state, sort: Number(event.target.value) as ProductSort, page: 1 }))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.apply}>
          套用
        </button>
      </noscript>
    </form>
  );
}
