import type { Metadata } from 'next';
import { ContactResponse } from '@/components/service/contact-response';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '感謝您的來信', path: '/service/contact/response', noindex: true });
}

/** /service/contact/response (spec-coverage “Public site: company content and service”, hidden from menus): links to /home and /service/contact. */
export default function ContactResponsePage() {
  return <ContactResponse />;
}
