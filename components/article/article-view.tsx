import { Link } from '@/components/ui/link';
import { ContentPage } from '@/components/layout/content-page';
import { storageUrl } from '@/lib/api/storage';
import type { Article, ArticleSection } from '@/lib/contract/types';
import { Accordion, AccordionPanel } from './accordion';
import { ArticleHtml } from './article-html';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { articlePath } from './sections';
import styles from './article-view.module.css';

type ArticleViewProps = {
  section: ArticleSection;
  /** The top-level article of the route, from the tree (its children are the sub-routes). */
  top: Article;
  /** The article shown, from abouts / join-us / services {id}, with its descendants. */
  article: Article;
  /** True on /{section}/{articleId}/{childId}. */
  isChild: boolean;
  trail: Crumb[];
};

/**
 * An about / join / service article page: banner, title, font-size buttons, the sanitized HTML,
 * the article's sub-items as collapsible panels, and the links to the other pages of its group.
 */
export function ArticleView({ section, top, article, isChild, trail }: ArticleViewProps) {
  const banner = article.banner ?? top.banner;
  const subRoutes = top.web_children;
  return (
    <>
      <Breadcrumbs trail={trail} />
      <ContentPage title={article.title} banner={banner ? { src: storageUrl(banner), alt: article.title } : null}>
        <ArticleHtml html={article.content} />
        {isChild && article.web_children.length > 0 ? (
          <ArticlePanels articles={article.web_children} level={2} label={article.title} />
        ) : null}
        {subRoutes.length > 0 ? (
          <nav className={styles.subNav} aria-label={`${top.title}單元`}>
            <h2 className={styles.subNavTitle}>
              {isChild ? <Link href={articlePath(section, top.id)}>{top.title}</Link> : top.title}
            </h2>
            <ul className={styles.subNavList}>
              {subRoutes.map((child) => {
                const current = isChild && child.id === article.id;
                return (
                  <li key={child.id}>
                    <Link
                      href={articlePath(section, top.id, child.id)}
                      className={styles.subNavLink}
                      aria-current={current ? 'page' : undefined}
                    >
                      {child.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </ContentPage>
    </>
  );
}

/** Sub-items as collapsible panels; deeper items nest inside their panel. */
function ArticlePanels({ articles, level, label }: { articles: Article[]; level: 2 | 3 | 4; label: string }) {
  return (
    <Accordion label={label}>
      {articles.map((item) => (
        <AccordionPanel key={item.id} title={item.title} headingLevel={level}>
          <ArticleHtml html={item.content} />
          {item.web_children.length > 0 ? (
            <ArticlePanels articles={item.web_children} level={level === 2 ? 3 : 4} label={item.title} />
          ) : null}
        </AccordionPanel>
      ))}
    </Accordion>
  );
}
