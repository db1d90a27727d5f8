import type { Calendar } from '@/lib/contract/types';
import { parseCalendarTitle } from '@/lib/domain/month-weeks';
import { CalendarSwitchLink as Link } from './calendar-scroll';
import styles from './calendar-switcher.module.css';

export const calendarLabel = (title: string) => {
  const month = parseCalendarTitle(title);
  return month ? `${month.year} 年 ${month.month} 月` : '月份不明';
};

/** Links to every published calendar, the open one marked (spec-coverage “Public site: sound and news”: changing the id switches calendar). */
export function CalendarSwitcher({ calendars, currentId }: { calendars: Calendar[]; currentId: number }) {
  if (calendars.length <= 1) return null;
  const index = calendars.findIndex((calendar) => calendar.id === currentId);
  const previous = index > 0 ? calendars[index - 1] : null;
  const next = index >= 0 && index < calendars.length - 1 ? calendars[index + 1] : null;
  return (
    <nav className={styles.switcher} aria-label="切換月份">
      {previous ? (
        <Link href={`/news/calendar/${previous.id}`} className={styles.step} rel="prev">
          ← 上個月
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          ← 上個月
        </span>
      )}
      <ul className={styles.months}>
        {calendars.map((calendar) => (
          <li key={calendar.id}>
            <Link
              href={`/news/calendar/${calendar.id}`}
              className={styles.month}
              aria-current={calendar.id === currentId ? 'page' : undefined}
            >
              {calendarLabel(calendar.title)}
            </Link>
          </li>
        ))}
      </ul>
      {next ? (
        <Link href={`/news/calendar/${next.id}`} className={styles.step} rel="next">
          下個月 →
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          下個月 →
        </span>
      )}
    </nav>
  );
}
