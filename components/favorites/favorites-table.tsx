import { Link } from '@/components/ui/link';
import type { Ref } from 'react';
import type { Favorite, Product } from '@/lib/contract/types';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import { CardTable, Cell, ColumnHeader, Row, RowHeader } from '@/components/ui/card-table';
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
export const canQuickAdd = (product: Product) =>
  !isLuckyProductNumber(product.product_number) && product.is_testing !== 1;

/** The favourites list (spec-coverage “Member area: favourites and cart step 1” "Favourites"): image, name, number, member price, PV, stock; a card per product on a phone. */
export function FavoritesTable({ ref, favorites, onAddToCart, onRemove }: Props) {
  return (
    <CardTable
      ref={ref}
      label="我的最愛商品"
      className={styles.table}
      head={
        <>
          <ColumnHeader>商品</ColumnHeader>
          <ColumnHeader>商品編號</ColumnHeader>
          <ColumnHeader>會員價</ColumnHeader>
          <ColumnHeader>PV</ColumnHeader>
          <ColumnHeader>庫存</ColumnHeader>
          <ColumnHeader hidden>操作</ColumnHeader>
        </>
      }
    >
      {favorites.map(({ id, products: product }) => (
        <Row key={id}>
          <RowHeader className={styles.product}>
            <ProductThumb product={product} />
            <Link href={productPath(product.id)}>{product.name}</Link>
          </RowHeader>
          <Cell label="商品編號">{product.product_number}</Cell>
          <Cell label="會員價">
            <Money value={product.member_price} />
          </Cell>
          <Cell label="PV">{formatNumber(product.pv)}</Cell>
          <Cell label="庫存">
            {product.quantity <= 0 ? <span className={styles.soldOut}>缺貨</span> : formatNumber(product.quantity)}
          </Cell>
          <Cell className={styles.actions} wide>
            {canQuickAdd(product) ? (
              <button type="button" className={styles.add} onClick={() => onAddToCart(product)}>
                加入購物車<span className="visually-hidden"> {product.name}</span>
              </button>
            ) : null}
            <button type="button" className={styles.remove} onClick={() => onRemove(product)}>
              移除<span className="visually-hidden"> {product.name}</span>
            </button>
          </Cell>
        </Row>
      ))}
    </CardTable>
  );
}
