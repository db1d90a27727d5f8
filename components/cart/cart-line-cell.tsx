import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { CartLine } from '@/lib/contract/types';
import { productPath } from '@/lib/routes/product-list-query';
import { ProductThumb } from '@/components/product/product-thumb';
import { RowHeader } from '@/components/ui/card-table';
import { LuckyDetails } from './lucky-details';
import styles from './cart.module.css';

/**
 * A cart line's product as its row's heading (the cart and step 4's preview): image, name to the
 * product's page, number, and a lucky line's personalisation followed by `luckyActions`.
 */
export function CartLineCell({ line, luckyActions }: { line: CartLine; luckyActions?: ReactNode }) {
  return (
    <RowHeader className={styles.product}>
      <ProductThumb product={line.products} />
      <span className={styles.productText}>
        <Link href={productPath(line.product_id)}>{line.products.name}</Link>
        <span className={styles.number}>{line.products.product_number}</span>
        {line.is_lucky === 1 ? (
          <>
            <LuckyDetails line={line} />
            {luckyActions}
          </>
        ) : null}
      </span>
    </RowHeader>
  );
}
