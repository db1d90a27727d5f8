import type { Article, ArticleSection, ArticleTree } from '@/lib/contract/types';
import { call, dataOf } from './call';
import type { Api } from './client';
import { nullOn404, orWhenAbsent } from './errors';

/** The API path of each section's single articles (public §7: abouts/{id}, join-us/{id}, services/{id}). */
export const SECTION_PATHS = { about: 'abouts', join: 'join-us', service: 'services' } as const satisfies Record<
  ArticleSection,
  string
>;

const SECTIONS = Object.keys(SECTION_PATHS) as ArticleSection[];

/**
 * How the tree is read id by id from an API without `GET articles/tree` (decision 0164): ids from 1 on, `BATCH`
 * at a time (each asked of the three sections at once), until `GAP` ids in a row belong to no section, and
 * never past `LAST`. An article answers with its descendants, so their ids are not asked again.
 */
export const ARTICLE_WALK = { BATCH: 5, GAP: 30, LAST: 1000 } as const;

/** The ids of an article's descendants, any depth. */
const descendantIds = (article: Article): number[] =>
  article.web_children.flatMap((child) => [child.id, ...descendantIds(child)]);

/** The article with only its published descendants (status 1), or null when it is not published itself. */
function published(article: Article): Article | null {
  if (article.status !== 1) return null;
  return { ...article, web_children: article.web_children.flatMap((child) => published(child) ?? []) };
}

/**
 * The tree from the spec's calls alone: every article a section answers, id by id (`ARTICLE_WALK`); its
 * top-level articles are those no other article of the section holds, in the order of their ids, each with
 * its published descendants. An answer of another kind than "no such article" (404) fails the tree.
 */
export async function articleTreeFromSections(api: Api): Promise<ArticleTree> {
  const found: Record<ArticleSection, Map<number, Article>> = { about: new Map(), join: new Map(), service: new Map() };
  const held: Record<ArticleSection, Set<number>> = { about: new Set(), join: new Set(), service: new Set() };
  const known = (section: ArticleSection, id: number) => found[section].has(id) || held[section].has(id);
  let lastKnown = 0;
  for (let start = 1; start <= ARTICLE_WALK.LAST && start - 1 - lastKnown < ARTICLE_WALK.GAP;) {
    const ids = Array.from(
      { length: Math.min(ARTICLE_WALK.BATCH, ARTICLE_WALK.LAST - start + 1) },
      (_, i) => start + i,
    );
    await Promise.all(
      ids.flatMap((id) =>
        SECTIONS.filter((section) => !known(section, id)).map(async (section) => {
          const article = await nullOn404(
            call(api, `GET ${SECTION_PATHS[section]}/{id}`, { params: { id } }).then(dataOf),
          );
          if (!article) return;
          found[section].set(id, article);
          for (const descendant of descendantIds(article)) held[section].add(descendant);
        }),
      ),
    );
    for (const id of ids) if (SECTIONS.some((section) => known(section, id))) lastKnown = id;
    start += ids.length;
  }
  const tree = (section: ArticleSection) =>
    [...found[section].values()]
      .filter((article) => !held[section].has(article.id))
      .sort((a, b) => a.id - b.id)
      .flatMap((article) => published(article) ?? []);
  return { about: tree('about'), join: tree('join'), service: tree('service') };
}

/**
 * The about / join / service article tree (public §2: the child routes are built from it at start-up; §7 shows
 * no path): `GET articles/tree`, the shop's addition, or from the sections' own calls when the API has not it.
 */
export const readArticleTree = (api: Api): Promise<ArticleTree> =>
  orWhenAbsent(call(api, 'GET articles/tree').then(dataOf), () => articleTreeFromSections(api));
