import { sanitize } from '@/lib/sanitize';
import styles from './article-html.module.css';

/** HTML from the web API (articles, terms, the scam notice), sanitized on the server before rendering. */
export function ArticleHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}
