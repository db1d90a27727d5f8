'use client';

import { listHref, type ProductListState, type ProductSort } from '@/lib/routes/product-list-query';
import { ListControl } from './list-control';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 0, label: '預設排序' },
  { value: 2, label: '價格：低到高' },
  { value: 3, label: '價格：高到低' },
];

/**
 * Sort select of the product list (spec-coverage “Public site: catalogue”: 0 default, 2 price ascending, 3 price descending).
 * Changing it goes back to page 1 with the other filters kept.
 */
export function SortSelect({ state }: { state: ProductListState }) {
  return (
    <ListControl
      label="排序"
      name="sort"
      value={state.sort}
      options={SORT_OPTIONS}
      keep={{ keyword: state.keyword, category_id: state.category_id, series_id: state.series_id }}
      hrefOf={(value) => listHref({ ...state, sort: Number(value) as ProductSort, page: 1 })}
    />
  );
}
