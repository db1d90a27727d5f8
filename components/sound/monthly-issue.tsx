import { Link } from '@/components/ui/link';
import type { Ebook } from '@/lib/contract/types';
import { storageUrl } from '@/lib/api/storage';
import { FlipBook } from './flip-book';
import styles from './monthly-issue.module.css';

/**
 * An issue's flip-book. Image paths of the API become URLs here, on the server (spec-coverage “Public site: sound and news”: "the image
 * path prefix is rewritten to a client-side proxy path": storageUrl, the embedded /api/web/storage).
 */
export function MonthlyIssue({ issue }: { issue: Ebook }) {
  const pages = [...(issue.ebook_images ?? [])]
    .sort((a, b) => a.page - b.page)
    .map((page) => ({ page: page.page, src: storageUrl(page.image), tag: page.tag_use === 1 ? page.tag_name : null }));
  return (
    <>
      <FlipBook issueId={issue.id} title={issue.title} pages={pages} />
      {/* Without JavaScript the flip-book cannot turn: every page is still one link away. */}
      <noscript>
        <ol className={styles.pageLinks} aria-label="本期內頁">
          {pages.map((page) => (
            <li key={page.page}>
              <a href={page.src}>
                第 {page.page} 頁{page.tag ? `：${page.tag}` : ''}
              </a>
            </li>
          ))}
        </ol>
      </noscript>
      <p className={styles.back}>
        <Link href="/sound/monthly">← 回東震月刊列表</Link>
      </p>
    </>
  );
}
