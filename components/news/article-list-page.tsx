import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/layout/content-page';
import { Pagination } from '@/components/product/pagination';
import { LazyLoadMoreOnScroll } from '@/components/ui/lazy-load-more-on-scroll';
import { pageNumbers } from '@/lib/api/all-pages';
import { loadAnnouncements } from '@/lib/api/loaders/content';
import { pageMetadata } from '@/lib/metadata';
import { idFromSegment } from '@/lib/domain/record-id';
import { listPageHref } from '@/lib/routes/article-lists';
import { ArticleList } from './article-list';
import { ARTICLE_SECTIONS, type ArticleSectionKey } from './sections';

/** Metadata of a section's list page; later pages keep their ?page= in the canonical URL. */
function articleListMetadata(key: ArticleSectionKey, page = 1): Promise<Metadata> {
  const section = ARTICLE_SECTIONS[key];
  return pageMetadata({
    title: page > 1 ? `${section.title}（第 ${page} 頁）` : section.title,
    path: listPageHref(section.root, page),
  });
}

/**
 * generateStaticParams of a section's list pages ({root}/list/[page], see listPageRoute):
 * 1 … last_page, at most MOST_PAGES_WALKED. Pages past them, or added later, render on their first visit.
 */
async function articleListParams(key: ArticleSectionKey): Promise<{ page: string }[]> {
  const last = (await loadAnnouncements(ARTICLE_SECTIONS[key].collection).catch(() => null))?.last_page ?? 1;
  return pageNumbers(last).map((page) => ({ page: String(page) }));
}

const LIST_ID = 'article-list';

/**
 * A section's article list (spec-coverage “Shared pages, outages and paged lists”): published items, newest first, ten a page, with a pagination
 * bar of plain links built from last_page, so it works without JavaScript; with it, the next pages
 * load on scroll (spec-coverage “Shared pages, outages and paged lists”).
 */
async function ArticleListPage({ section: key, page = 1 }: { section: ArticleSectionKey; page?: number }) {
  const section = ARTICLE_SECTIONS[key];
  const list = await loadAnnouncements(section.collection, page);
  // A page past the last one is not a list page (the first page shows the empty text instead).
  if (page > 1 && list.data.length === 0) notFound();
  return (
    <ContentPage title={section.title}>
      <ArticleList
        id={LIST_ID}
        items={list.data}
        root={section.root}
        empty={section.empty}
        withImages={section.withImages}
      />
      <LazyLoadMoreOnScroll
        listId={LIST_ID}
        next={
          list.current_page < list.last_page
            ? { href: listPageHref(section.root, list.current_page + 1), number: list.current_page + 1 }
            : null
        }
        unit="則"
      />
      <Pagination
        current={list.current_page}
        last={list.last_page}
        hrefOf={(number) => listPageHref(section.root, number)}
      />
    </ContentPage>
  );
}

type ArticleListProps = { params: Promise<{ page: string }> };

/**
 * The exports of a section's list route ({root}/list/[page]/page.tsx; proxy.ts rewrites {root} and its
 * ?page=N there): a page that is no number answers 404, as does one past the last.
 */
export function articleListRoute(key: ArticleSectionKey) {
  return {
    generateStaticParams: () => articleListParams(key),
    generateMetadata: async ({ params }: ArticleListProps) =>
      articleListMetadata(key, idFromSegment((await params).page) ?? undefined),
    Page: async ({ params }: ArticleListProps) => (
      <ArticleListPage section={key} page={idFromSegment((await params).page) ?? notFound()} />
    ),
  };
}
