import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/ui/json-ld';
import type { Article, ArticleSection } from '@/lib/contract/types';
import { loadArticleTree, loadSectionArticle } from '@/lib/api/loaders/content';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { idFromSegment } from '@/lib/domain/record-id';
import { toPlainText } from '@/lib/sanitize';
import { ArticleView } from './article-view';
import type { Crumb } from './breadcrumbs';
import { SectionIndex } from './section-index';
import { articlePath, findTrail, SECTIONS } from './sections';

/**
 * What the about, join and service route files share: the child routes come from the article tree
 * (spec-coverage “Public site: company content and service”), each route file only names its section.
 */

/** generateStaticParams of /{section}/[articleId]: every top-level article of the tree. */
async function topArticleParams(section: ArticleSection) {
  const tree = await loadArticleTree();
  const params = tree[section].map((article) => ({ articleId: String(article.id) }));
  // cacheComponents needs at least one; an id that is no article renders the not-found page.
  return params.length > 0 ? params : [{ articleId: '0' }];
}

/** generateStaticParams of /{section}/[articleId]/[childId]: every child of a top-level article. */
async function childArticleParams(section: ArticleSection) {
  const tree = await loadArticleTree();
  const params = tree[section].flatMap((top) =>
    top.web_children.map((child) => ({ articleId: String(top.id), childId: String(child.id) })),
  );
  return params.length > 0 ? params : [{ articleId: '0', childId: '0' }];
}

type RouteArticles = { trail: Crumb[]; top: Article; article: Article };

/** The route's articles, or null when the tree has no such route or the API has no such article. */
async function routeArticles(
  section: ArticleSection,
  rawArticleId: string,
  rawChildId?: string,
): Promise<RouteArticles | null> {
  const articleId = idFromSegment(rawArticleId);
  const childId = rawChildId === undefined ? undefined : idFromSegment(rawChildId);
  if (articleId === null || childId === null) return null;
  const tree = await loadArticleTree();
  const found = findTrail(tree, section, articleId, childId);
  if (!found) return null;
  const article = await loadSectionArticle(section, found.child?.id ?? found.top.id);
  if (!article) return null;
  const { label, path } = SECTIONS[section];
  const trail: Crumb[] = [
    { name: '首頁', path: '/home' },
    { name: label, path },
    { name: found.top.title, path: articlePath(section, found.top.id) },
    ...(found.child ? [{ name: found.child.title, path: articlePath(section, found.top.id, found.child.id) }] : []),
  ];
  return { trail, top: found.top, article };
}

async function articleMetadata(section: ArticleSection, rawArticleId: string, rawChildId?: string): Promise<Metadata> {
  const found = await routeArticles(section, rawArticleId, rawChildId);
  const path = `${SECTIONS[section].path}/${rawArticleId}${rawChildId === undefined ? '' : `/${rawChildId}`}`;
  if (!found) return pageMetadata({ title: '找不到您要的網頁', path, noindex: true });
  const banner = found.article.banner ?? found.top.banner;
  return pageMetadata({
    title: found.article.title,
    path: found.trail[found.trail.length - 1].path,
    description: toPlainText(found.article.content, 150) || null,
    image: banner ? { src: banner, alt: found.article.title } : null,
    type: 'article',
  });
}

/** The page of /{section}/{articleId} and /{section}/{articleId}/{childId}. */
async function SectionArticlePage({
  section,
  articleId,
  childId,
}: {
  section: ArticleSection;
  articleId: string;
  childId?: string;
}) {
  const found = await routeArticles(section, articleId, childId);
  if (!found) notFound();
  const { trail, top, article } = found;
  const path = trail[trail.length - 1].path;
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          path,
          image: article.banner ?? top.banner,
          description: toPlainText(article.content, 150),
          published: article.created_at,
          modified: article.updated_at,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <ArticleView section={section} top={top} article={article} isChild={childId !== undefined} trail={trail} />
    </>
  );
}

type ArticleRouteProps = { params: Promise<{ articleId: string; childId?: string }> };

/**
 * The exports of app/{section}/[articleId]/page.tsx (`top`: a top-level article of the tree) and of
 * its [childId]/page.tsx (`child`: a child article, whose sub-items are collapsible panels).
 */
export function sectionArticleRoute(section: ArticleSection, level: 'top' | 'child') {
  return {
    generateStaticParams: () => (level === 'top' ? topArticleParams(section) : childArticleParams(section)),
    generateMetadata: async ({ params }: ArticleRouteProps) => {
      const { articleId, childId } = await params;
      return articleMetadata(section, articleId, childId);
    },
    Page: async ({ params }: ArticleRouteProps) => {
      const { articleId, childId } = await params;
      return <SectionArticlePage section={section} articleId={articleId} childId={childId} />;
    },
  };
}

export function sectionIndexMetadata(section: ArticleSection): Promise<Metadata> {
  return pageMetadata({ title: SECTIONS[section].label, path: SECTIONS[section].path });
}

/** /about, /join and /service: an index of the section's tree (decision recorded in docs/spec-coverage.md). */
export async function SectionIndexPage({
  section,
  extraLinks,
}: {
  section: ArticleSection;
  extraLinks?: { label: string; href: string; description: string }[];
}) {
  const tree = await loadArticleTree();
  const { label, path } = SECTIONS[section];
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          { name: label, path },
        ])}
      />
      <SectionIndex section={section} articles={tree[section]} extraLinks={extraLinks} />
    </>
  );
}
