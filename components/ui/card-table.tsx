import type { ReactNode, Ref } from 'react';
import styles from './card-table.module.css';

type Props = {
  /** The list's region name. */
  label: string;
  /** The list's own class of the table (its column alignments, its card's grid). */
  className?: string;
  /** A caption for screen readers only. */
  caption?: string;
  /** The heading row's cells (`ColumnHeader`). */
  head: ReactNode;
  /** The body's rows (`Row`). */
  children: ReactNode;
  /** The region, focused by the list when a pressed button leaves with its row. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A list of the member area (cart, favourites, checkout, orders, offices) read as a table where it fits
 * and as a card per row where it does not (below 45rem of its own width: a phone, a tablet beside the
 * member menu). One markup for both, switched by a container query (card-table.module.css). The roles
 * are written out, because a browser that lays a table out as blocks may stop reading it as a table
 * (WebKit): on cards too, a screen reader reads the same rows, cells and column headings in the same order.
 */
export function CardTable({ label, className, caption, head, children, ref }: Props) {
  return (
    <div ref={ref} className={styles.box} role="region" aria-label={label} tabIndex={-1}>
      <table role="table" className={className ? `${styles.table} ${className}` : styles.table}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead role="rowgroup">
          <tr role="row">{head}</tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

type CellProps = { children?: ReactNode; className?: string };

/** A column's heading; `hidden` keeps it for screen readers only (a column of buttons). */
export function ColumnHeader({ children, hidden, className }: CellProps & { hidden?: boolean }) {
  return (
    <th role="columnheader" scope="col" className={className}>
      {hidden ? <span className="visually-hidden">{children}</span> : children}
    </th>
  );
}

export function Row({ children, className }: CellProps) {
  return (
    <tr role="row" className={className}>
      {children}
    </tr>
  );
}

/** What the row is (a product, an order): the card's title. */
export function RowHeader({ children, className }: CellProps) {
  return (
    <th role="rowheader" scope="row" className={className}>
      {children}
    </th>
  );
}

/**
 * A cell; `label` is its column's heading, shown before it on a card (hidden from screen readers, which
 * read the column heading). `wide` gives it the card's whole width (a row's buttons).
 */
export function Cell({ children, className, label, wide }: CellProps & { label?: string; wide?: boolean }) {
  return (
    <td role="cell" className={className} data-label={label} data-wide={wide || undefined}>
      {children}
    </td>
  );
}
