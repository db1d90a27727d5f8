import { Link } from '@/components/ui/link';
import styles from './pagination.module.css';

type Props = {
  current: number;
  last: number;
  /** The href of a page number. */
  hrefOf: (page: number) => string;
};

/**
 * Pages to show: the first, the last and two either side of the current one; null is a gap. Built from
 * those few pages alone, never by walking 1 … last: an API may answer a last_page in the billions.
 */
export function pageWindow(current: number, last: number, spread = 2): (number | null)[] {
  const near = Array.from({ length: 2 * spread + 1 }, (_, index) => current - spread + index);
  const shown = [...new Set([1, ...near, last])].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1] > 1 ? [null, page] : [page]));
}

/** The pagination bar of a paged list, from the API's last_page (spec-coverage “Public site: sound and news”). Plain links. */
export function Pagination({ current, last, hrefOf }: Props) {
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="分頁">
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link href={hrefOf(current - 1)} className={styles.step} rel="prev">
              上一頁
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              上一頁
            </span>
          )}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefOf(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`第 ${page} 頁`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link href={hrefOf(current + 1)} className={styles.step} rel="next">
              下一頁
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              下一頁
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
