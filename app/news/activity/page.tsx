import type { Metadata } from 'next';
import { ArticleListPage, articleListMetadata } from '@/components/news/article-list-page';

/** The list's first page; ?page=N after it is served by list/[page] (proxy.ts rewrites it there). */
export function generateMetadata(): Promise<Metadata> {
  return articleListMetadata('activity');
}

export default function Page() {
  return <ArticleListPage section="activity" />;
}
