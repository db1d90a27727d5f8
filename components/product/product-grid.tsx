import type { Product } from '@/lib/contract/types';
import { TileGrid } from '@/components/ui/tile-grid';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** The product list grid: 2 per row, 3 from 768 px, 4 from 1200 px. `id`: the list the next page's loader appends to. */
export function ProductGrid({ products, id }: { products: Product[]; id?: string }) {
  return (
    <TileGrid layout="products" id={id} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            eager={index < 4}
            sizes="(min-width: 1200px) 220px, (min-width: 992px) 22vw, (min-width: 768px) 30vw, 46vw"
          />
        </li>
      ))}
    </TileGrid>
  );
}
