import { Link } from '@/components/ui/link';
import { ArticleDateline } from '@/components/news/article-dateline';
import { TileGrid } from '@/components/ui/tile-grid';
import type { Announcement } from '@/lib/contract/types';
import { toPlainText } from '@/lib/sanitize';
import styles from './column-list.module.css';

/** The three latest president's-column items (boss-articles). */
export function ColumnList({ items }: { items: Announcement[] }) {
  if (items.length === 0) return <p className={styles.empty}>目前尚無專欄文章</p>;
  return (
    <TileGrid layout="columns">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={`/sound/boss/${item.id}`} className={styles.card}>
            <ArticleDateline article={item} className={styles.meta} />
            <h3 className={styles.title}>{item.index_title || item.title}</h3>
            <p className={styles.excerpt}>{toPlainText(item.content, 70)}</p>
          </Link>
        </li>
      ))}
    </TileGrid>
  );
}
