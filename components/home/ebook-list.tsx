import { OptimizedImage } from '@/components/ui/optimized-image';
import { TileGrid } from '@/components/ui/tile-grid';
import { Link } from '@/components/ui/link';
import type { Ebook } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import styles from './ebook-list.module.css';

/** Up to four latest monthly issues (ebook-classes), covers in the magazine's portrait format. */
export function EbookList({ items }: { items: Ebook[] }) {
  if (items.length === 0) return <p className={styles.empty}>目前尚無月刊</p>;
  return (
    <TileGrid layout="ebooks">
      {items.map((issue) => (
        <li key={issue.id}>
          <Link href={`/sound/monthly/${issue.id}`} className={styles.issue}>
            <span className={styles.cover}>
              <OptimizedImage
                src={storageUrl(issue.image)}
                alt={`${issue.title} 封面`}
                fill
                sizes="(min-width: 1200px) 270px, (min-width: 768px) 23vw, 46vw"
                className={styles.image}
              />
            </span>
            <span className={styles.title}>{issue.title}</span>
          </Link>
        </li>
      ))}
    </TileGrid>
  );
}
