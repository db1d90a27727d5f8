import type { Metadata } from 'next';
import { articleMetadata, childArticleParams, SectionArticlePage } from '@/components/article/section-routes';

type Params = { params: Promise<{ articleId: string; childId: string }> };

/** /join/{articleId}/{childId}: a child article; its sub-items are collapsible panels. */
export function generateStaticParams() {
  return childArticleParams('join');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { articleId, childId } = await params;
  return articleMetadata('join', articleId, childId);
}

export default async function Page({ params }: Params) {
  const { articleId, childId } = await params;
  return <SectionArticlePage section="join" articleId={articleId} childId={childId} />;
}
