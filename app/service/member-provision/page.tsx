import type { Metadata } from 'next';
import { ArticleHtml } from '@/components/article/article-html';
import { Breadcrumbs } from '@/components/article/breadcrumbs';
import { ContentPage } from '@/components/layout/content-page';
import { JsonLd } from '@/components/ui/json-ld';
import { loadTerms } from '@/lib/api/loaders/content';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const TRAIL = [
  { name: '首頁', path: '/home' },
  { name: '客服中心', path: '/service' },
  { name: '會員條款', path: '/service/member-provision' },
];

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '會員條款', path: '/service/member-provision' });
}

/** /service/member-provision (spec-coverage “Public site: company content and service”): the member terms of GET terms (first item), sanitized. */
export default async function MemberProvisionPage() {
  const terms = await loadTerms();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(TRAIL)} />
      <Breadcrumbs trail={TRAIL} />
      <ContentPage title="會員條款">
        {terms ? <ArticleHtml html={terms.content} /> : <p>目前沒有會員條款</p>}
      </ContentPage>
    </>
  );
}
