import { OptimizedImage } from '@/components/ui/optimized-image';
import { Link } from '@/components/ui/link';
import type { Announcement } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import { ArticleDateline } from './article-dateline';
import styles from './article-detail.module.css';

type Props = {
  article: Announcement;
  /** Already sanitized HTML of the article (lib/sanitize.ts). */
  html: string;
  back: { href: string; label: string };
  withImage?: boolean;
};

/** The body of an article page: date and byline, the image, the sanitized content, a way back. */
export function ArticleDetail({ article, html, back, withImage = false }: Props) {
  return (
    <article className={styles.article}>
      <ArticleDateline article={article} as="p" className={styles.meta} />
      {withImage && article.image ? (
        <span className={styles.figure}>
          <OptimizedImage
            src={storageUrl(article.image)}
            alt={article.title}
            fill
            sizes="(min-width: 800px) 760px, 100vw"
            className={styles.image}
            preload
          />
        </span>
      ) : null}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
      <p className={styles.back}>
        <Link href={back.href}>← {back.label}</Link>
      </p>
    </article>
  );
}
