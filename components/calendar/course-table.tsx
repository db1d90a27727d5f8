import type { CourseEntry } from '@/lib/contract/types';
import { coursesByWeekday, sessionsOf, WEEKDAY_NAMES } from '@/lib/domain/course-groups';
import styles from './course-table.module.css';

const dayClass = (column: number) => (column === 5 ? styles.saturday : column === 6 ? styles.sunday : undefined);

/** One course group: Monday to Sunday columns (Saturday green, Sunday red), per day the location and times. */
export function CourseTable({ title, entries }: { title: string; entries: CourseEntry[] }) {
  const columns = coursesByWeekday(entries);
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name, column) => (
              <th key={name} scope="col" className={dayClass(column)} data-weekday={column + 1}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {columns.map((courses, column) => (
              <td
                key={WEEKDAY_NAMES[column]}
                className={dayClass(column)}
                data-weekday={column + 1}
                data-label={WEEKDAY_NAMES[column]}
              >
                {courses.length === 0 ? (
                  <span className={styles.none}>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">無課程</span>
                  </span>
                ) : (
                  courses.map((course, index) => (
                    <div key={course.id ?? index} className={styles.course}>
                      <p className={styles.location}>{course.location}</p>
                      <ul className={styles.sessions}>
                        {sessionsOf(course).map((session) => (
                          <li key={session.label}>
                            <span className={styles.session}>{session.label}</span> {session.time}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
