import type { Metadata } from 'next';
import { ArticleHtml } from '@/components/article/article-html';
import { ContactForm } from '@/components/service/contact-form';
import { ServicePage, servicePageMetadata } from '@/components/service/service-page';
import { loadContactIntro } from '@/lib/api/loaders/content';

const PATH = '/service/contact';

export function generateMetadata(): Promise<Metadata> {
  return servicePageMetadata(PATH);
}

/** /service/contact (spec-coverage “Public site: company content and service”): the intro is the first item of GET contacts, then the form. */
export default async function ContactPage() {
  const intro = await loadContactIntro();
  return (
    <ServicePage href={PATH} title={intro?.title || undefined} fontSizeControl={false}>
      {intro ? <ArticleHtml html={intro.content} /> : null}
      <ContactForm />
    </ServicePage>
  );
}
