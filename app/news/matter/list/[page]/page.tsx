import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleListPage, articleListMetadata, articleListParams } from '@/components/news/article-list-page';
import { idFromSegment } from '@/lib/domain/record-id';

type Props = { params: Promise<{ page: string }> };

/** /news/matter and its ?page=N (proxy.ts rewrites them here): a page past the last one answers 404. */
export function generateStaticParams() {
  return articleListParams('matter');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleListMetadata('matter', idFromSegment((await params).page) ?? undefined);
}

export default async function Page({ params }: Props) {
  return <ArticleListPage section="matter" page={idFromSegment((await params).page) ?? notFound()} />;
}
