'use client';

import type { Category } from '@/lib/contract/types';
import { listHref, type ProductListState } from '@/lib/routes/product-list-query';
import { ListControl } from './list-control';
import styles from './list-controls.module.css';

/** The category select of narrow screens (the sidebar takes its place from 992 px). */
export function CategorySelect({ categories, state }: { categories: Category[]; state: ProductListState }) {
  return (
    <ListControl
      label="分類"
      name="category_id"
      value={state.category_id ?? ''}
      options={[
        { value: '', label: '全部分類' },
        ...categories.map((category) => ({ value: category.id, label: category.name })),
      ]}
      keep={{ sort: state.sort }}
      hrefOf={(value) => listHref({ sort: state.sort, category_id: Number(value) || undefined })}
      className={styles.mobileOnly}
    />
  );
}
