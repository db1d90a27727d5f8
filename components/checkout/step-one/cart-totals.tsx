import type { CartLine } from '@/lib/contract/types';
import { cartTotals } from '@/lib/domain/cart';
import { formatNumber } from '@/lib/domain/format';
import { Money } from '@/components/ui/money';
import { StickyTotals, TotalsList } from '@/components/ui/totals';

/** Step 1's totals (訂單總金額 in NT$, PV 總計), in view on a phone wherever the member is in the list. */
export function CartTotals({ lines }: { lines: readonly CartLine[] }) {
  const totals = cartTotals(lines);
  return (
    <StickyTotals>
      <TotalsList
        rows={[
          ['訂單總金額', <Money key="total" value={totals.price} />, true],
          ['PV 總計', formatNumber(totals.pv)],
        ]}
      />
    </StickyTotals>
  );
}
