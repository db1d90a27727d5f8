import type { Metadata } from 'next';
import { articleMetadata, childArticleParams, SectionArticlePage } from '@/components/article/section-routes';

type Params = { params: Promise<{ articleId: string; childId: string }> };

/** /service/{articleId}/{childId}: a child article; its sub-items are collapsible panels. */
export function generateStaticParams() {
  return childArticleParams('service');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { articleId, childId } = await params;
  return articleMetadata('service', articleId, childId);
}

export default async function Page({ params }: Params) {
  const { articleId, childId } = await params;
  return <SectionArticlePage section="service" articleId={articleId} childId={childId} />;
}
