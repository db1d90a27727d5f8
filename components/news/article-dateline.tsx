import type { Announcement } from '@/lib/contract/types';
import { formatDate } from '@/lib/domain/format';

/** An article's date and time prefix (prefix_time), as its list entry, tile and page show them. */
export function ArticleDateline({
  article,
  as: Element = 'span',
  className,
}: {
  article: Pick<Announcement, 'published_at' | 'prefix_time'>;
  as?: 'span' | 'p';
  className?: string;
}) {
  return (
    <Element className={className}>
      {article.published_at ? (
        <time dateTime={article.published_at.slice(0, 10)}>{formatDate(article.published_at)}</time>
      ) : null}
      {article.prefix_time ? <span>{article.prefix_time}</span> : null}
    </Element>
  );
}
