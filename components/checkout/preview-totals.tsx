import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import styles from './checkout.module.css';

/** The order's money as previewed (goods, shipping, total in NT$, PV); the API recomputes it. */
export function PreviewTotals({ goods, shipping, total, pv }: { goods: number; shipping: number; total: number; pv: number }) {
  return (
    <dl className={styles.totals} aria-label="金額明細">
      <dt>商品金額</dt>
      <dd>
        <Money value={goods} />
      </dd>
      <dt>運費</dt>
      <dd>
        <Money value={shipping} />
      </dd>
      <dt>訂單總金額</dt>
      <dd className={styles.grandTotal}>
        <Money value={total} />
      </dd>
      <dt>PV 總計</dt>
      <dd>{formatNumber(pv)}</dd>
    </dl>
  );
}
