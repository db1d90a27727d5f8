import type { Calendar, CalendarDetail as CalendarData } from '@/lib/contract/types';
import { MonthCalendar } from '@/components/ui/month-calendar';
import { CalendarScroll } from './calendar-scroll';
import { CalendarSwitcher } from './calendar-switcher';
import { COURSE_GROUPS } from '@/lib/domain/course-groups';
import { CourseTable } from './course-table';
import styles from './calendar-detail.module.css';

type Props = {
  calendar: CalendarData;
  /** The closure notice, already sanitized (lib/sanitize.ts). */
  noticeHtml: string;
  /** Every published calendar, for switching months. */
  calendars: Calendar[];
};

/**
 * A calendar (spec-coverage “Public site: sound and news” calendar detail): the month grid (Monday first) with ingot markers on payment
 * days, the closure-notice panel, and the three course groups with Monday–Sunday columns.
 */
export function CalendarDetail({ calendar, noticeHtml, calendars }: Props) {
  return (
    <div className={styles.detail}>
      <CalendarScroll calendarId={calendar.id} />
      <CalendarSwitcher calendars={calendars} currentId={calendar.id} />
      <div className={styles.top}>
        <div className={styles.month}>
          <MonthCalendar title={calendar.title} paymentDays={calendar.dumpling_day} headingLevel={2} />
        </div>
        <section className={styles.notice} aria-labelledby="calendar-notice">
          <h2 id="calendar-notice" className={styles.noticeTitle}>
            公休及注意事項
          </h2>
          {noticeHtml ? (
            <div className={styles.noticeBody} dangerouslySetInnerHTML={{ __html: noticeHtml }} />
          ) : (
            <p className={styles.noticeBody}>本月無公休公告</p>
          )}
        </section>
      </div>
      <section className={styles.courses} aria-labelledby="calendar-courses">
        <h2 id="calendar-courses" className={styles.coursesTitle}>
          課程表
        </h2>
        {COURSE_GROUPS.map((group) => (
          <CourseTable key={group.key} title={group.title} entries={calendar[group.key]} />
        ))}
      </section>
    </div>
  );
}
