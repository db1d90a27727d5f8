import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarDetail } from '@/components/calendar/calendar-detail';
import { calendarLabel } from '@/components/calendar/calendar-switcher';
import { ContentPage } from '@/components/layout/content-page';
import { JsonLd } from '@/components/ui/json-ld';
import { loadCalendarOrNull, loadCalendars } from '@/lib/api/loaders/content';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { idFromSegment } from '@/lib/domain/record-id';
import { sanitize, toPlainText } from '@/lib/sanitize';

type Props = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  const calendars = await loadCalendars().catch(() => []);
  return calendars.length > 0 ? calendars.map((calendar) => ({ id: String(calendar.id) })) : [{ id: '1' }];
}

const loadCalendar = (raw: string) => {
  const id = idFromSegment(raw);
  return id ? loadCalendarOrNull(id) : Promise.resolve(null);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const calendar = await loadCalendar(id);
  if (!calendar) return pageMetadata({ title: '行事曆', path: `/news/calendar/${id}`, noindex: true });
  return pageMetadata({
    title: `${calendarLabel(calendar.title)}行事曆`,
    path: `/news/calendar/${calendar.id}`,
    description: toPlainText(calendar.information, 120) || null,
  });
}

/** A month's calendar (spec-coverage “Public site: sound and news” /news/calendar/{id}); font-size buttons from the content page frame. */
export default async function CalendarPage({ params }: Props) {
  const { id } = await params;
  const [calendar, calendars] = await Promise.all([loadCalendar(id), loadCalendars()]);
  if (!calendar) notFound();
  const title = `${calendarLabel(calendar.title)}行事曆`;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首頁', path: '/home' },
          { name: '最新消息', path: '/news' },
          { name: '行事曆', path: '/news/calendar' },
          { name: title, path: `/news/calendar/${calendar.id}` },
        ])}
      />
      <ContentPage title={title}>
        <CalendarDetail calendar={calendar} noticeHtml={sanitize(calendar.information)} calendars={calendars} />
      </ContentPage>
    </>
  );
}
