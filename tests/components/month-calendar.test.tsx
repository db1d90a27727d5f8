/** @jest-environment #jsdom-page-environment */
import { render, screen } from '@testing-library/react';
import { CalendarDetail } from '@/components/calendar/calendar-detail';
import { MonthCalendar } from '@/components/ui/month-calendar';
import type { Calendar, CalendarDetail as CalendarData } from '@/lib/contract/types';
import { calendarRecord } from '../support/content-fixtures';

/**
 * A calendar whose title names no month, as an API breaking the contract may send it while the
 * contract check is off: the page shows a message instead of the month grid, and the rest of it.
 */
const UNREADABLE = '行事曆的月份資料有誤，暫時無法顯示月曆。';

const base = { ...calendarRecord, information: '' };
const calendarTitled = (id: number, title: string): Calendar => ({ ...base, id, title, dumpling_day: ['5', '20'] });

describe('a month calendar whose title is not a month', () => {
  it.each(['laborum officia', '2026-13-01', '', '2026/03/01'])(
    '%j: a message in Traditional Chinese, no grid',
    (title) => {
      render(<MonthCalendar title={title} paymentDays={['5']} />);
      expect(screen.getByText(UNREADABLE)).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    },
  );

  it('a month still shows its grid', () => {
    render(<MonthCalendar title="2026-03-01" paymentDays={['5']} />);
    expect(screen.getByRole('table', { name: /2026 年 3 月行事曆/ })).toBeInTheDocument();
  });

  it('on the calendar page: the message, the notice, the courses, and the switcher naming it 月份不明', () => {
    const broken: CalendarData = {
      ...calendarTitled(7, 'laborum officia'),
      information: '<p>公休</p>',
      businessData: [],
      characterData: [],
      numerologyData: [],
    };
    render(
      <CalendarDetail
        calendar={broken}
        noticeHtml={broken.information}
        calendars={[calendarTitled(6, '2026-02-01'), broken]}
      />,
    );
    expect(screen.getByText(UNREADABLE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '公休及注意事項' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '課程表' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '月份不明' })).toHaveAttribute('aria-current', 'page');
  });
});
