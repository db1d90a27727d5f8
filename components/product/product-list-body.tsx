import { notFound } from 'next/navigation';
import type { Category } from '@/lib/contract/types';
import type { ProductListResult } from '@/lib/api/product-list';
import { loadProductList, loadSidebar } from '@/lib/api/loaders/catalogue';
import { listHref, toApiQuery, type ProductListState } from '@/lib/routes/product-list-query';
import { CategorySelect } from './category-select';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { ProductSidebar } from './product-sidebar';
import { SortSelect } from './sort-select';
import { LazyLoadMoreOnScroll } from '@/components/ui/lazy-load-more-on-scroll';
import styles from './product-page.module.css';

const GRID_ID = 'product-grid';

function heading(state: ProductListState, categories: Category[]) {
  if (state.keyword) return `「${state.keyword}」的搜尋結果`;
  const category = categories.find((item) => item.id === state.category_id);
  const series = category?.series?.find((item) => item.id === state.series_id);
  return [category?.name ?? '全部商品', series?.name].filter(Boolean).join(' ・ ');
}

/**
 * The sidebar lists every category the API has (backend/routes/products.ts), so a category the query names
 * and the sidebar lacks is unknown, whatever the list answered: the page says so in the API's own words
 * (its 404 reads the same), not with the products of a category it cannot name under 全部商品.
 */
const UNKNOWN_CATEGORY = '查無此分類';

const isUnknownCategory = (state: ProductListState, categories: Category[]) =>
  !state.keyword &&
  state.category_id !== undefined &&
  !categories.some((category) => category.id === state.category_id);

/** How the list is asked for: the cached visitor's list, or a tester's asked with their bearer (app/tester). */
export type ProductListLoader = (
  query: ReturnType<typeof toApiQuery> & { keyword?: string },
) => Promise<ProductListResult>;

/**
 * The query-dependent part of /product/list: sidebar, controls, grid and pagination. A page past
 * the last one is not a list page (404); an empty first page shows the empty text.
 */
export async function ProductListBody({
  state,
  loadList = loadProductList,
}: {
  state: ProductListState;
  loadList?: ProductListLoader;
}) {
  const [categories, listed] = await Promise.all([
    loadSidebar(),
    loadList({ ...toApiQuery(state), keyword: state.keyword }),
  ]);
  const { page, problem } = isUnknownCategory(state, categories) ? { page: null, problem: UNKNOWN_CATEGORY } : listed;
  if (page && state.page > Math.max(1, page.last_page)) notFound();
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
        {page && page.data.length === 0 ? (
          <p className={styles.empty}>{searching ? '查無符合的商品，請換個關鍵字試試' : '此分類目前沒有商品'}</p>
        ) : null}
        {page && page.data.length > 0 ? <ProductGrid id={GRID_ID} products={page.data} /> : null}
        {page && page.data.length > 0 ? (
          <LazyLoadMoreOnScroll
            listId={GRID_ID}
            next={
              page.current_page < page.last_page
                ? { href: listHref({ ...state, page: page.current_page + 1 }), number: page.current_page + 1 }
                : null
            }
            unit="項商品"
          />
        ) : null}
        {page ? (
          <Pagination
            current={page.current_page}
            last={page.last_page}
            hrefOf={(number) => listHref({ ...state, page: number })}
          />
        ) : null}
      </section>
    </div>
  );
}
