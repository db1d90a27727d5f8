import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import { TotalsList } from '@/components/ui/totals';

/** The order's money as previewed (goods, shipping, total in NT$, PV); the API recomputes it. */
export function PreviewTotals({
  goods,
  shipping,
  total,
  pv,
}: {
  goods: number;
  shipping: number;
  total: number;
  pv: number;
}) {
  return (
    <TotalsList
      label="金額明細"
      rows={[
        ['商品金額', <Money key="goods" value={goods} />],
        ['運費', <Money key="shipping" value={shipping} />],
        ['訂單總金額', <Money key="total" value={total} />, true],
        ['PV 總計', formatNumber(pv)],
      ]}
    />
  );
}
