import Link from 'next/link';
import type { Ref } from 'react';
import type { Favorite, Product } from '@/lib/contract/types';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import { ScrollTable } from '@/components/ui/scroll-table';
import { ProductThumb } from '@/components/product/product-thumb';
import { productPath } from '@/lib/routes/product-list-query';
import styles from './favorites.module.css';

type Props = {
  ref?: Ref<HTMLDivElement>;
  favorites: readonly Favorite[];
  onAddToCart: (product: Product) => void;
  onRemove: (product: Product) => void;
};

/** Lucky products are personalised on their own page, and test products are not for sale (spec-coverage “Member area: favourites and cart step 1”). */
export const canQuickAdd = (product: Product) => !isLuckyProductNumber(product.product_number) && product.is_testing !== 1;

/** The favourites table (spec-coverage “Member area: favourites and cart step 1” "Favourites"): image, name, number, member price, PV, stock. */
export function FavoritesTable({ ref, favorites, onAddToCart, onRemove }: Props) {
  return (
    <ScrollTable
      ref={ref}
      label="我的最愛商品"
      tableClass={styles.table}
      head={
        <>
          <th scope="col">商品</th>
          <th scope="col">商品編號</th>
          <th scope="col">會員價</th>
          <th scope="col">PV</th>
          <th scope="col">庫存</th>
          <th scope="col">
            <span className="visually-hidden">操作</span>
          </th>
        </>
      }
    >
      {favorites.map(({ id, products: product }) => (
        <tr key={id}>
          <th scope="row" className={styles.product}>
            <ProductThumb product={product} />
            <Link href={productPath(product.id)}>{product.name}</Link>
          </th>
          <td>{product.product_number}</td>
          <td>
            <Money value={product.member_price} />
          </td>
          <td>{formatNumber(product.pv)}</td>
          <td>{product.quantity <= 0 ? <span className={styles.soldOut}>缺貨</span> : formatNumber(product.quantity)}</td>
          <td className={styles.actions}>
            {canQuickAdd(product) ? (
              <button type="button" className={styles.add} onClick={() => onAddToCart(product)}>
                加入購物車<span className="visually-hidden"> {product.name}</span>
              </button>
            ) : null}
            <button type="button" className={styles.remove} onClick={() => onRemove(product)}>
              移除<span className="visually-hidden"> {product.name}</span>
            </button>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
