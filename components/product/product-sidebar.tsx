import { Link } from '@/components/ui/link';
import type { Category } from '@/lib/contract/types';
import { listHref, type ProductListState } from '@/lib/routes/product-list-query';
import styles from './product-sidebar.module.css';

/** Category and series sidebar of the product list (desktop, from 992 px). */
export function ProductSidebar({ categories, state }: { categories: Category[]; state: ProductListState }) {
  return (
    <nav className={styles.sidebar} aria-label="商品分類">
      <h2 className={styles.heading}>商品分類</h2>
      <ul className={styles.categories}>
        {categories.map((category) => {
          const active = state.category_id === category.id;
          return (
            <li key={category.id}>
              <Link
                href={listHref({ category_id: category.id, sort: state.sort })}
                className={styles.category}
                aria-current={active && !state.series_id ? 'page' : undefined}
                data-active={active || undefined}
              >
                <span>{category.name}</span>
                {category.products_count !== undefined ? (
                  <span className={styles.count}>{category.products_count}</span>
                ) : null}
              </Link>
              {category.series && category.series.length > 0 ? (
                <ul className={styles.series}>
                  {category.series.map((item) => (
                    <li key={item.id}>
                      <Link
                        href={listHref({ category_id: category.id, series_id: item.id, sort: state.sort })}
                        className={styles.seriesLink}
                        aria-current={state.series_id === item.id ? 'page' : undefined}
                      >
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
