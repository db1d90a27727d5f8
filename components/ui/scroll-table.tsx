import type { ReactNode, Ref } from 'react';
import dataTable from './data-table.module.css';

type Props = {
  /** The scrolling region's name. */
  label: string;
  /** The caller's class of the table (the box around it scrolls: data-table.module.css). */
  tableClass: string;
  /** A caption for screen readers only. */
  caption?: string;
  /** The heading row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  /** The table's footer (a tfoot), when it has one. */
  foot?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A table that scrolls sideways inside its own named, focusable region, never the page: the member
 * area's tables (cart, favourites, checkout, orders) and the shop-closed offices.
 */
export function ScrollTable({ label, tableClass, caption, head, children, foot, ref }: Props) {
  return (
    <div ref={ref} className={dataTable.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={tableClass}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}
