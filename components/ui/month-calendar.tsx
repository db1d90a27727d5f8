import { h } from 'hastscript';
import { ingotIcon } from './ingot-icon';
import { StaticHtml } from './static-html';
import { monthWeeks, parseCalendarTitle, WEEKDAY_LABELS } from '@/lib/domain/month-weeks';
import styles from './month-calendar.module.css';

type Props = {
  /** The calendar's title, 'YYYY-MM-01': the month shown. */
  title: string;
  /** Payment days (dumpling_day: day numbers as strings). */
  paymentDays: string[];
  /** The caption's heading level inside the page. */
  headingLevel?: 2 | 3;
};

/** The classes of a weekday's column, or none (hast writes an empty list as `class=""`). */
const weekendClass = (column: number) => (column === 5 ? [styles.saturday] : column === 6 ? [styles.sunday] : []);
const classList = (classes: string[]) => (classes.length > 0 ? classes : undefined);

function dayCell(day: number | null, column: number, marked: Set<number>) {
  const payment = day !== null && marked.has(day);
  return h(
    'td',
    { className: classList([...weekendClass(column), ...(payment ? [styles.payment] : [])]) },
    day
      ? h('span', { className: styles.day }, [
          String(day),
          ...(payment ? [ingotIcon(styles.ingot), h('span', { className: 'visually-hidden' }, '（繳款日）')] : []),
        ])
      : [],
  );
}

/**
 * A month grid, Monday first, with ingot markers on payment days (spec-coverage “Public site: sound and news”
 * home and calendar pages). Static: sent as one HTML string (components/ui/static-html.tsx).
 */
export function MonthCalendar({ title, paymentDays, headingLevel = 3 }: Props) {
  const shown = parseCalendarTitle(title);
  if (!shown) return <p className={styles.unreadable}>行事曆的月份資料有誤，暫時無法顯示月曆。</p>;
  const { year, month } = shown;
  const marked = new Set(paymentDays.map(Number));
  return (
    <StaticHtml
      className={styles.calendar}
      tree={[
        h(headingLevel === 2 ? 'h2' : 'h3', { className: styles.caption }, `${year} 年 ${month} 月`),
        h('table', { className: styles.grid }, [
          h('caption', { className: 'visually-hidden' }, `${year} 年 ${month} 月行事曆，標示元寶者為繳款日`),
          h(
            'thead',
            h(
              'tr',
              WEEKDAY_LABELS.map((label, index) =>
                h('th', { scope: 'col', className: classList(weekendClass(index)) }, label),
              ),
            ),
          ),
          h(
            'tbody',
            monthWeeks(year, month).map((week) =>
              h(
                'tr',
                week.map((day, column) => dayCell(day, column, marked)),
              ),
            ),
          ),
        ]),
        h('p', { className: styles.legend }, [ingotIcon(styles.ingot), ' 繳款日']),
      ]}
    />
  );
}
