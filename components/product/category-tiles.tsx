import { OptimizedImage } from '@/components/ui/optimized-image';
import { TileGrid } from '@/components/ui/tile-grid';
import { Link } from '@/components/ui/link';
import type { Category } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import { listHref } from '@/lib/routes/product-list-query';
import styles from './category-tiles.module.css';

const ALL_PRODUCTS = '全部商品';

/** Categories shown as tiles on the landing page: 全部商品 is skipped (spec-coverage “Public site: catalogue”). */
export const tileCategories = (categories: Category[]) =>
  categories.filter((category) => !category.is_all && category.name !== ALL_PRODUCTS);

export function CategoryTiles({ categories }: { categories: Category[] }) {
  const tiles = tileCategories(categories);
  return (
    <TileGrid layout="categories">
      {tiles.map((category, index) => (
        <li key={category.id}>
          <Link href={listHref({ category_id: category.id })} className={styles.tile}>
            <span className={styles.media}>
              {category.image ? (
                <OptimizedImage
                  src={storageUrl(category.image)}
                  alt=""
                  fill
                  sizes="(min-width: 1200px) 285px, (min-width: 992px) 24vw, (min-width: 576px) 32vw, 48vw"
                  className={styles.image}
                  loading={index < 4 ? 'eager' : 'lazy'}
                />
              ) : null}
            </span>
            <span className={styles.name}>{category.name}</span>
            {category.products_count !== undefined ? (
              <span className={styles.count}>{category.products_count} 項商品</span>
            ) : null}
          </Link>
        </li>
      ))}
    </TileGrid>
  );
}
