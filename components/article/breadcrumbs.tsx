import { Link } from '@/components/ui/link';
import styles from './breadcrumbs.module.css';

export type Crumb = { name: string; path: string };

/** The visible trail of a content page; the last entry is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="麵包屑" className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
