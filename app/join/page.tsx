import type { Metadata } from 'next';
import { SectionIndexPage, sectionIndexMetadata } from '@/components/article/section-routes';

export function generateMetadata(): Promise<Metadata> {
  return sectionIndexMetadata('join');
}

/** /join: an index of the section's article tree. */
export default function Page() {
  return <SectionIndexPage section="join" />;
}
