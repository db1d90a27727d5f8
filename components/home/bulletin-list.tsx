import { Link } from '@/components/ui/link';
import type { Announcement } from '@/lib/contract/types';
import { formatDate } from '@/lib/domain/format';
import styles from './bulletin-list.module.css';

/** The three latest company announcements (official-bulletins). */
export function BulletinList({ items }: { items: Announcement[] }) {
  if (items.length === 0) return <p className={styles.empty}>無公司公告</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={`/news/matter/${item.id}`} className={styles.row}>
            {item.published_at ? (
              <time className={styles.date} dateTime={item.published_at.slice(0, 10)}>
                {formatDate(item.published_at)}
              </time>
            ) : null}
            <span className={styles.title}>{item.index_title || item.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
