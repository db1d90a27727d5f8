import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/content-page';
import { EbookList } from '@/components/home/ebook-list';
import { loadEbooks } from '@/lib/api/loaders/content';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '東震月刊', path: '/sound/monthly' });
}

/** Every released issue of the monthly e-magazine, newest first; each opens as a flip-book. */
export default async function MonthlyPage() {
  const issues = await loadEbooks();
  return (
    <ContentPage title="東震月刊" fontSizeControl={false}>
      <EbookList items={issues} />
    </ContentPage>
  );
}
