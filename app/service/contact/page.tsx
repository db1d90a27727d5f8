import type { Metadata } from 'next';
import { ArticleHtml } from '@/components/article/article-html';
import { Breadcrumbs } from '@/components/article/breadcrumbs';
import { ContentPage } from '@/components/layout/content-page';
import { ContactForm } from '@/components/service/contact-form';
import { JsonLd } from '@/components/ui/json-ld';
import { loadContactIntro } from '@/lib/api/loaders/content';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const TRAIL = [
  { name: '首頁', path: '/home' },
  { name: '客服中心', path: '/service' },
  { name: '聯絡我們', path: '/service/contact' },
];

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '聯絡我們', path: '/service/contact' });
}

/** /service/contact (spec-coverage “Public site: company content and service”): the intro is the first item of GET contacts, then the form. */
export default async function ContactPage() {
  const intro = await loadContactIntro();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(TRAIL)} />
      <Breadcrumbs trail={TRAIL} />
      <ContentPage title={intro?.title || '聯絡我們'} fontSizeControl={false}>
        {intro ? <ArticleHtml html={intro.content} /> : null}
        <ContactForm />
      </ContentPage>
    </>
  );
}
