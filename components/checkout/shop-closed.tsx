import { Link } from '@/components/ui/link';
import type { Office } from '@/lib/contract/types';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders/messages';
import { CardTable, Cell, ColumnHeader, Row, RowHeader } from '@/components/ui/card-table';
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
        <CardTable
          label="各區營業所"
          className={styles.offices}
          caption="各區營業所電話與傳真"
          head={
            <>
              <ColumnHeader>營業所</ColumnHeader>
              <ColumnHeader>電話</ColumnHeader>
              <ColumnHeader>傳真</ColumnHeader>
              <ColumnHeader>地址</ColumnHeader>
            </>
          }
        >
          {offices.map((office) => (
            <Row key={office.id}>
              <RowHeader>{office.name}</RowHeader>
              <Cell label="電話">
                <a href={`tel:${office.telephone.replace(/[^\d+]/g, '')}`}>{office.telephone}</a>
              </Cell>
              <Cell label="傳真">{office.fax || '—'}</Cell>
              <Cell label="地址" wide>{`${office.postal_code} ${office.city}${office.district}${office.address}`}</Cell>
            </Row>
          ))}
        </CardTable>
      ) : null}
      <div className={styles.actions}>
        <Link href="/home" className={buttons.secondary}>
          回首頁
        </Link>
      </div>
    </section>
  );
}
