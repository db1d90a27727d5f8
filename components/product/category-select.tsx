'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { Category } from '@/lib/api/types';
import { listHref, type ProductListState } from '@/lib/routes/product-list-query';
import styles from './list-controls.module.css';

/** The category select of narrow screens (the sidebar takes its place from 992 px). */
export function CategorySelect({ categories, state }: { categories: Category[]; state: ProductListState }) {
  const router = useRouter();
  const id = useId();
  return (
    <form action="/product/list" method="get" className={`${styles.control} ${styles.mobileOnly}`}>
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <label htmlFor={id} className={styles.label}>
        分類
      </label>
      <select
        id={id}
        name="category_id"
        className={styles.select}
        value={state.category_id ?? ''}
        onChange={(event) => router.push(listHref({ sort: state.sort, category_id: Number(event.target.value) || undefined }))}
      >
        <option value="">全部分類</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
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
