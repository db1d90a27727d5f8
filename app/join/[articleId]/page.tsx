import type { Metadata } from 'next';
import { articleMetadata, SectionArticlePage, topArticleParams } from '@/components/article/section-routes';

type Params = { params: Promise<{ articleId: string }> };

/** /join/{articleId}: a top-level article of the join tree (routes built from GET articles/tree). */
export function generateStaticParams() {
  return topArticleParams('join');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { articleId } = await params;
  return articleMetadata('join', articleId);
}

export default async function Page({ params }: Params) {
  const { articleId } = await params;
  return <SectionArticlePage section="join" articleId={articleId} />;
}
