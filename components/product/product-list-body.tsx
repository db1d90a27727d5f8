import type { Category, Paged, Product } from '@/lib/api/types';
import { ApiError } from '@/lib/api/errors';
import { loadProductSearch, loadProducts, loadSidebar } from '@/lib/api/loaders/catalogue';
import { CategorySelect } from './category-select';
import { listHref, parseListState, toApiQuery, type ProductListState, type RawSearchParams } from './list-query';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { ProductSidebar } from './product-sidebar';
import { SortSelect } from './sort-select';
import styles from './product-page.module.css';

type Result = { page: Paged<Product> | null; problem: string | null };

async function loadList(state: ProductListState): Promise<Result> {
  try {
    const query = toApiQuery(state);
    const page = state.keyword ? await loadProductSearch({ ...query, keyword: state.keyword }) : await loadProducts(query);
    return { page, problem: null };
  } catch (error) {
    // Unknown category or series (404) and malformed input (400/422) show their message, not an error page.
    if (error instanceof ApiError && error.status < 500) return { page: null, problem: error.message };
    throw error;
  }
}

function heading(state: ProductListState, categories: Category[]) {
  if (state.keyword) return `「${state.keyword}」的搜尋結果`;
  const category = categories.find((item) => item.id === state.category_id);
  const series = category?.series?.find((item) => item.id === state.series_id);
  return [category?.name ?? '全部商品', series?.name].filter(Boolean).join(' ・ ');
}

/** The query-dependent part of /product/list: sidebar, controls, grid and pagination. */
export async function ProductListBody({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams);
  const [categories, { page, problem }] = await Promise.all([loadSidebar(), loadList(state)]);
  const searching = Boolean(state.keyword);

  return (
    <div className={styles.layout} data-sidebar={searching ? undefined : ''}>
      {searching ? null : <ProductSidebar categories={categories} state={state} />}
      <section aria-labelledby="product-list-heading">
        <div className={styles.toolbar}>
          <h2 id="product-list-heading" className={styles.found}>
            {heading(state, categories)}
          </h2>
          <div className={styles.controls}>
            {searching ? null : <CategorySelect categories={categories} state={state} />}
            <SortSelect state={state} />
          </div>
        </div>
        {searching && page ? (
          <p className={styles.found} role="status" data-testid="search-count">
            共找到 <strong>{page.total}</strong> 項商品
          </p>
        ) : null}
        {problem ? <p className={styles.empty}>{problem}</p> : null}
        {page && page.data.length === 0 ? <p className={styles.empty}>{searching ? '查無符合的商品，請換個關鍵字試試' : '此分類目前沒有商品'}</p> : null}
        {page && page.data.length > 0 ? <ProductGrid products={page.data} /> : null}
        {page ? <Pagination current={page.current_page} last={page.last_page} hrefOf={(number) => listHref({ ...state, page: number })} /> : null}
      </section>
    </div>
  );
}

export function ProductListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="商品載入中">
      {Array.from({ length: 8 }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
