import Link from 'next/link';
import type { Office } from '@/lib/contract/types';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders/messages';
import { ScrollTable } from '@/components/ui/scroll-table';
import base from '@/components/ui/panel.module.css';
import buttons from '@/components/ui/button.module.css';
import { StepBar } from './step-bar';
import styles from './checkout.module.css';

/** The shopping-maintenance page (spec-coverage “Checkout pages”): order at a regional office or fax it meanwhile. */
export function ShopClosed({ offices }: { offices: readonly Office[] }) {
  return (
    <section className={base.card} aria-labelledby="shop-closed-title">
      <h1 id="shop-closed-title" className={base.title}>
        {M.shopClosedTitle}
      </h1>
      <StepBar current={0} />
      <p className={styles.lead}>{M.shopClosedText}</p>
      {offices.length ? (
        <ScrollTable
          label="各區營業所"
          tableClass={base.table}
          caption="各區營業所電話與傳真"
          head={
            <>
              <th scope="col">營業所</th>
              <th scope="col">電話</th>
              <th scope="col">傳真</th>
              <th scope="col">地址</th>
            </>
          }
        >
          {offices.map((office) => (
            <tr key={office.id}>
              <th scope="row">{office.name}</th>
              <td>
                <a href={`tel:${office.telephone.replace(/[^\d+]/g, '')}`}>{office.telephone}</a>
              </td>
              <td>{office.fax}</td>
              <td>{`${office.postal_code} ${office.city}${office.district}${office.address}`}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
      <div className={styles.actions}>
        <Link href="/home" className={buttons.secondary}>
          回首頁
        </Link>
      </div>
    </section>
  );
}
