import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ContentPage } from '@/components/layout/content-page';
import { ArticleList } from '@/components/news/article-list';
import { SectionBlock } from '@/components/news/section-block';
import { ARTICLE_SECTIONS } from '@/components/news/sections';
import { MonthCalendar } from '@/components/ui/month-calendar';
import { loadAnnouncements, loadCurrentCalendar } from '@/lib/api/loaders/content';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/news/news-landing.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '最新消息', path: '/news' });
}

const { activity, matter, travel } = ARTICLE_SECTIONS;

/** The news section (spec-coverage “Public site: sound and news” /news): the latest promotions, bulletins and travel news, and this month's calendar. */
export default async function NewsPage() {
  const [promotions, bulletins, travels, calendar] = await Promise.all([
    loadAnnouncements(activity.collection),
    loadAnnouncements(matter.collection),
    loadAnnouncements(travel.collection),
    loadCurrentCalendar(),
  ]);
  return (
    <ContentPage title="最新消息">
      <SectionBlock title={activity.title} href={activity.root}>
        <ArticleList
          items={promotions.data.slice(0, 4)}
          root={activity.root}
          empty={activity.empty}
          withImages
          headingLevel={3}
        />
      </SectionBlock>
      <SectionBlock title={matter.title} href={matter.root}>
        <ArticleList items={bulletins.data.slice(0, 5)} root={matter.root} empty={matter.empty} headingLevel={3} />
      </SectionBlock>
      <SectionBlock title={travel.title} href={travel.root}>
        <ArticleList
          items={travels.data.slice(0, 3)}
          root={travel.root}
          empty={travel.empty}
          withImages
          headingLevel={3}
        />
      </SectionBlock>
      <SectionBlock title="行事曆" href="/news/calendar">
        {calendar ? (
          <div className={styles.calendar}>
            <MonthCalendar title={calendar.title} paymentDays={calendar.dumpling_day} />
            <p className={styles.calendarLink}>
              <Link href={`/news/calendar/${calendar.id}`}>查看本月課程與公休公告</Link>
            </p>
          </div>
        ) : (
          <p>本月行事曆尚未公布</p>
        )}
      </SectionBlock>
    </ContentPage>
  );
}
