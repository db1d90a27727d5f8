import type { Metadata } from 'next';
import { ArticleListPage, articleListMetadata } from '@/components/news/article-list-page';
import { pageFromQuery } from '@/components/news/sections';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/**
 * The list reads ?page= per request (from cached loaders) and renders as one complete HTML
 * document: allowed to block rather than stream behind a Suspense boundary.
 */
export const instant = false;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return articleListMetadata('activity', pageFromQuery((await searchParams).page));
}

export default async function Page({ searchParams }: Props) {
  return <ArticleListPage section="activity" page={pageFromQuery((await searchParams).page)} />;
}
