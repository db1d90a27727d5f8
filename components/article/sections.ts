import type { Article, ArticleSection, ArticleTree } from '@/lib/contract/types';

/** The three article sections (spec-coverage “Public site: company content and service”): their menu label and root path. */
export const SECTIONS: Record<ArticleSection, { label: string; path: string }> = {
  about: { label: '關於東震', path: '/about' },
  join: { label: '加入東震', path: '/join' },
  service: { label: '客服中心', path: '/service' },
};

export type ArticleTrail = {
  /** The top-level article (/about/{articleId}). */
  top: Article;
  /** The child (/about/{articleId}/{childId}), when the route names one. */
  child: Article | null;
};

/**
 * Finds the route's articles in the section's tree: the top-level article and, when asked, one of
 * its direct children. Null when the tree has no such route (the page answers not found).
 */
export function findTrail(
  tree: ArticleTree,
  section: ArticleSection,
  articleId: number,
  childId?: number,
): ArticleTrail | null {
  const top = tree[section].find((article) => article.id === articleId);
  if (!top) return null;
  if (childId === undefined) return { top, child: null };
  const child = top.web_children.find((article) => article.id === childId);
  return child ? { top, child } : null;
}

export const articlePath = (section: ArticleSection, articleId: number, childId?: number) =>
  `${SECTIONS[section].path}/${articleId}${childId === undefined ? '' : `/${childId}`}`;
