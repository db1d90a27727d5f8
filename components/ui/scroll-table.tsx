import type { ReactNode, Ref } from 'react';

type Props = {
  /** The scrolling region's name. */
  label: string;
  /** The caller's classes: the box that scrolls sideways (data-table.module.css) and its table. */
  classes: { scroller: string; table: string };
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
export function ScrollTable({ label, classes, caption, head, children, foot, ref }: Props) {
  return (
    <div ref={ref} className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={classes.table}>
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
