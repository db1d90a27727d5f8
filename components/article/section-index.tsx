import { Link } from '@/components/ui/link';
import { TileGrid } from '@/components/ui/tile-grid';
import { ContentPage } from '@/components/layout/content-page';
import type { Article, ArticleSection } from '@/lib/contract/types';
import { toPlainText } from '@/lib/sanitize';
import { Breadcrumbs } from './breadcrumbs';
import { articlePath, SECTIONS } from './sections';
import styles from './section-index.module.css';

type SectionIndexProps = {
  section: ArticleSection;
  articles: Article[];
  /** Pages of the section that are not articles (the service section's contact form, terms, bases). */
  extraLinks?: { label: string; href: string; description: string }[];
};

/**
 * /about, /join and /service: an index of the section's article tree (every top-level article with
 * its sub-pages), so the section's landing page lists everything it holds, also for crawlers.
 */
export function SectionIndex({ section, articles, extraLinks = [] }: SectionIndexProps) {
  const { label, path } = SECTIONS[section];
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: '首頁', path: '/home' },
          { name: label, path },
        ]}
      />
      <ContentPage title={label} fontSizeControl={false}>
        {articles.length === 0 && extraLinks.length === 0 ? <p className={styles.empty}>目前沒有內容</p> : null}
        <TileGrid layout="sections" className={styles.grid}>
          {articles.map((article) => (
            <li key={article.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link href={articlePath(section, article.id)}>{article.title}</Link>
              </h2>
              <p className={styles.excerpt}>{toPlainText(article.content, 80)}</p>
              {article.web_children.length > 0 ? (
                <ul className={styles.children}>
                  {article.web_children.map((child) => (
                    <li key={child.id}>
                      <Link href={articlePath(section, article.id, child.id)}>{child.title}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {extraLinks.map((link) => (
            <li key={link.href} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link href={link.href}>{link.label}</Link>
              </h2>
              <p className={styles.excerpt}>{link.description}</p>
            </li>
          ))}
        </TileGrid>
      </ContentPage>
    </>
  );
}
