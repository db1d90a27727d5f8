import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ContentPage } from '@/components/layout/content-page';
import { loadDefaultCalendarId } from '@/lib/api/loaders/content';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '行事曆', path: '/news/calendar' });
}

/**
 * Spec §2: the bare list path bounces to a calendar — this month's by default, else the nearest
 * published one. Only when no calendar is published at all does it stay, with the empty text.
 */
export default async function CalendarIndexPage() {
  const id = await loadDefaultCalendarId();
  if (id !== null) redirect(`/news/calendar/${id}`);
  return (
    <ContentPage title="行事曆" fontSizeControl={false}>
      <p>無訊息</p>
    </ContentPage>
  );
}
