import type { Metadata } from 'next';
import { ArticleHtml } from '@/components/article/article-html';
import { ServicePage, servicePageMetadata } from '@/components/service/service-page';
import { loadTerms } from '@/lib/api/loaders/content';

const PATH = '/service/member-provision';

export function generateMetadata(): Promise<Metadata> {
  return servicePageMetadata(PATH);
}

/** /service/member-provision (spec-coverage “Public site: company content and service”): the member terms of GET terms (first item), sanitized. */
export default async function MemberProvisionPage() {
  const terms = await loadTerms();
  return (
    <ServicePage href={PATH}>{terms ? <ArticleHtml html={terms.content} /> : <p>目前沒有會員條款</p>}</ServicePage>
  );
}
