import type { Metadata } from 'next';
import { ArticleDetailPage, articleDetailMetadata, articleStaticParams } from '@/components/news/article-detail-page';

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return articleStaticParams('matter');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleDetailMetadata('matter', (await params).id);
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  return <ArticleDetailPage section="matter" id={id} />;
}
