import type { Metadata } from 'next';
import { articleMetadata, SectionArticlePage, topArticleParams } from '@/components/article/section-routes';

type Params = { params: Promise<{ articleId: string }> };

/** /service/{articleId}: a top-level article of the service tree (routes built from GET articles/tree). */
export function generateStaticParams() {
  return topArticleParams('service');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { articleId } = await params;
  return articleMetadata('service', articleId);
}

export default async function Page({ params }: Params) {
  const { articleId } = await params;
  return <SectionArticlePage section="service" articleId={articleId} />;
}
