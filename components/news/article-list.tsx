import { OptimizedImage } from '@/components/ui/optimized-image';
import { Link } from '@/components/ui/link';
import type { Announcement } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import { toPlainText } from '@/lib/sanitize';
import { ArticleDateline } from './article-dateline';
import styles from './article-list.module.css';

type Props = {
  items: Announcement[];
  /** The detail path of an item is {root}/{id}. */
  root: string;
  /** The section's empty text (spec-coverage “Shared pages, outages and paged lists”: 無公司公告 / 無特惠活動 / 無訊息). */
  empty: string;
  withImages?: boolean;
  /** h2 on a list page; h3 inside a landing page's section block. */
  headingLevel?: 2 | 3;
  /** The list element's id, which the next page's loader appends to. */
  id?: string;
};

/** A list of announcement-like articles: date, title, a short excerpt, the image where there is one. */
export function ArticleList({ items, root, empty, withImages = false, headingLevel = 2, id }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul id={id} className={styles.list} data-testid="article-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={`${root}/${item.id}`} className={styles.item}>
            {withImages && item.image ? (
              <span className={styles.thumb}>
                <OptimizedImage
                  src={storageUrl(item.image)}
                  alt=""
                  fill
                  sizes="(min-width: 768px) 200px, 30vw"
                  className={styles.image}
                />
              </span>
            ) : null}
            <div className={styles.text}>
              <ArticleDateline article={item} className={styles.meta} />
              <Heading className={styles.title}>{item.title}</Heading>
              <span className={styles.excerpt}>{toPlainText(item.content, 90)}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
