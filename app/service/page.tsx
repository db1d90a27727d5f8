import type { Metadata } from 'next';
import { SectionIndexPage, sectionIndexMetadata } from '@/components/article/section-routes';
import { SERVICE_PAGES } from '@/components/service/service-pages';

export function generateMetadata(): Promise<Metadata> {
  return sectionIndexMetadata('service');
}

/** /service: an index of the service article tree plus the contact form, terms and service bases. */
export default function Page() {
  return <SectionIndexPage section="service" extraLinks={SERVICE_PAGES} />;
}
