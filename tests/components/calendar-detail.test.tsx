/** @jest-environment #jsdom-page-environment */
import { render, screen, within } from '@testing-library/react';
import { CalendarDetail } from '@/components/calendar/calendar-detail';
import { coursesByWeekday } from '@/lib/domain/course-groups';
import { nearestCalendar } from '@/lib/domain/nearest-calendar';
import type { Calendar, CalendarDetail as CalendarData, CourseEntry } from '@/lib/contract/types';
import { calendarRecord, COURSE_TABLE_WEEKDAYS } from '../support/content-fixtures';

const course = (
  day_of_week: number,
  location: string,
  times: Partial<Pick<CourseEntry, 'morning_time' | 'afternoon_time' | 'evening_time'>>,
): CourseEntry => ({
  day_of_week,
  location,
  morning_time: null,
  afternoon_time: null,
  evening_time: null,
  title: '2026-03-01',
  ...times,
});

// March 2026 begins on a Sunday: with Monday first, the 1st is the last cell of the first row.
const march: CalendarData = {
  ...calendarRecord,
  id: 7,
  title: '2026-03-01',
  dumpling_day: ['5', '20'],
  information: '<p>【公休公告】3月2日公休一日</p>',
  businessData: [course(1, '臺中總公司 12F 大教室', { evening_time: '19:00-21:30' })],
  characterData: [
    course(6, '高雄營業所 2F 教室', { morning_time: '09:30-12:00' }),
    course(7, '臺中總公司 12F 小教室', { morning_time: '09:30-12:00', afternoon_time: '14:00-17:00' }),
  ],
  numerologyData: [],
};
const calendars: Calendar[] = [
  { ...calendarRecord, id: 6, title: '2026-02-01', dumpling_day: [], information: '' },
  { ...calendarRecord, id: 7, title: '2026-03-01', dumpling_day: [], information: '' },
  { ...calendarRecord, id: 8, title: '2026-04-01', dumpling_day: [], information: '' },
];

const renderMarch = () =>
  render(<CalendarDetail calendar={march} noticeHtml={march.information} calendars={calendars} />);
const monthGrid = () => screen.getByRole('table', { name: /2026 年 3 月行事曆/ });

describe('month grid', () => {
  it('has a year / month heading and starts the week on Monday', () => {
    renderMarch();
    expect(screen.getByRole('heading', { level: 2, name: '2026 年 3 月' })).toBeInTheDocument();
    const headers = within(monthGrid())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const [firstWeek, secondWeek] = within(monthGrid()).getAllByRole('row').slice(1);
    const firstCells = within(firstWeek)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(firstCells).toEqual(['', '', '', '', '', '', '1']);
    expect(within(secondWeek).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
  });

  it('marks the payment days (dumpling_day) with an ingot and nothing else', () => {
    renderMarch();
    const marked = within(monthGrid())
      .getAllByRole('cell')
      .filter((cell) => cell.textContent?.includes('繳款日'));
    expect(marked.map((cell) => cell.textContent?.replace('（繳款日）', ''))).toEqual(['5', '20']);
    for (const cell of marked) expect(cell.querySelector('svg')).not.toBeNull();
  });
});

describe('course groups', () => {
  it('shows the three groups, each with Monday to Sunday columns, Saturday and Sunday set apart', () => {
    renderMarch();
    const groups = ['八字課程', '命理課程', '專業講座'].map((name) => screen.getByRole('region', { name }));
    for (const group of groups) {
      const headers = within(group).getAllByRole('columnheader');
      expect(headers.map((cell) => cell.textContent)).toEqual(COURSE_TABLE_WEEKDAYS);
      expect(headers[5].className).toMatch(/saturday/);
      expect(headers[6].className).toMatch(/sunday/);
      expect(headers.slice(0, 5).some((cell) => /saturday|sunday/.test(cell.className))).toBe(false);
    }
  });

  it('puts each entry under its day with the location and the morning / afternoon / evening times', () => {
    renderMarch();
    const character = screen.getByRole('region', { name: '八字課程' });
    const cells = within(character).getAllByRole('cell');
    expect(cells[5]).toHaveTextContent('高雄營業所 2F 教室');
    expect(cells[5]).toHaveTextContent('早上 09:30-12:00');
    expect(cells[5].className).toMatch(/saturday/);
    expect(cells[6]).toHaveTextContent('臺中總公司 12F 小教室');
    expect(cells[6]).toHaveTextContent('早上 09:30-12:00');
    expect(cells[6]).toHaveTextContent('下午 14:00-17:00');
    expect(cells[6]).not.toHaveTextContent('晚上');
    expect(cells[6].className).toMatch(/sunday/);
    expect(cells[0]).toHaveTextContent('無課程');
    const business = within(screen.getByRole('region', { name: '專業講座' })).getAllByRole('cell');
    expect(business[0]).toHaveTextContent('臺中總公司 12F 大教室');
    expect(business[0]).toHaveTextContent('晚上 19:00-21:30');
  });

  it('drops entries whose day_of_week is not 1 to 7', () => {
    const columns = coursesByWeekday([course(0, 'x', {}), course(8, 'y', {}), course(3, 'z', {})]);
    expect(columns.map((column) => column.map((entry) => entry.location))).toEqual([[], [], ['z'], [], [], [], []]);
  });
});

it('shows the closure notice and links to the other months', () => {
  renderMarch();
  expect(screen.getByRole('region', { name: '公休及注意事項' })).toHaveTextContent('【公休公告】3月2日公休一日');
  const nav = screen.getByRole('navigation', { name: '切換月份' });
  expect(within(nav).getByRole('link', { name: '2026 年 3 月' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: '← 上個月' })).toHaveAttribute('href', '/news/calendar/6');
  expect(within(nav).getByRole('link', { name: '下個月 →' })).toHaveAttribute('href', '/news/calendar/8');
});

describe('the calendar /news/calendar bounces to when this month has none (nearestCalendar)', () => {
  const titles = (...list: string[]) => list.map((title) => ({ title }));

  it('takes this month when published', () => {
    expect(nearestCalendar(titles('2026-02-01', '2026-03-01', '2026-04-01'), '2026-03')).toEqual({
      title: '2026-03-01',
    });
  });

  it('else the nearest month, across a year boundary, the later one on a tie', () => {
    expect(nearestCalendar(titles('2025-10-01', '2026-02-01'), '2026-01')).toEqual({ title: '2026-02-01' });
    expect(nearestCalendar(titles('2025-12-01', '2026-02-01'), '2026-01')).toEqual({ title: '2026-02-01' });
    expect(nearestCalendar(titles('2025-12-01', '2026-04-01'), '2026-01')).toEqual({ title: '2025-12-01' });
  });

  it('is null with no calendar at all', () => {
    expect(nearestCalendar([], '2026-01')).toBeNull();
  });
});
