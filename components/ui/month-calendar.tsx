import { IngotIcon } from './ingot-icon';
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

/** A month grid, Monday first, with ingot markers on payment days (spec-coverage “Public site: sound and news” home and calendar pages). */
export function MonthCalendar({ title, paymentDays, headingLevel = 3 }: Props) {
  const shown = parseCalendarTitle(title);
  if (!shown) return <p className={styles.unreadable}>行事曆的月份資料有誤，暫時無法顯示月曆。</p>;
  const { year, month } = shown;
  const marked = new Set(paymentDays.map(Number));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.calendar}>
      <Heading className={styles.caption}>
        {year} 年 {month} 月
      </Heading>
      <table className={styles.grid}>
        <caption className="visually-hidden">
          {year} 年 {month} 月行事曆，標示元寶者為繳款日
        </caption>
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((label, index) => (
              <th
                key={label}
                scope="col"
                className={index === 5 ? styles.saturday : index === 6 ? styles.sunday : undefined}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td
                  key={column}
                  className={[
                    column === 5 ? styles.saturday : column === 6 ? styles.sunday : '',
                    day && marked.has(day) ? styles.payment : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {day ? (
                    <span className={styles.day}>
                      {day}
                      {marked.has(day) ? (
                        <>
                          <IngotIcon className={styles.ingot} />
                          <span className="visually-hidden">（繳款日）</span>
                        </>
                      ) : null}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <IngotIcon className={styles.ingot} /> 繳款日
      </p>
    </div>
  );
}
