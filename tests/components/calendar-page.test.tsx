/** @jest-environment #jsdom-page-environment */
import { render, screen } from '@testing-library/react';
import CalendarPage from '@/app/news/calendar/[id]/page';
import { loadCalendarOrNull, loadCalendars } from '@/lib/api/loaders/content';
import type { CalendarDetail } from '@/lib/contract/types';
import { calendarRecord } from '../support/content-fixtures';

/** /news/calendar/{id} (spec-coverage “Public site: sound and news”). */
jest.mock('@/lib/api/loaders/content', () => ({ loadCalendarOrNull: jest.fn(), loadCalendars: jest.fn() }));
jest.mock('@/lib/api/loaders/site', () => ({ loadSeoMeta: jest.fn(), loadSystemImages: jest.fn() }));

it('the closure notice is sanitized HTML: its text and markup kept, scripts and handlers gone', async () => {
  const calendar = {
    ...calendarRecord,
    id: 7,
    title: '2026-03-01',
    dumpling_day: [],
    information:
      '<p><strong>【公休公告】</strong>3月2日公休一日</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    businessData: [],
    characterData: [],
    numerologyData: [],
  } as CalendarDetail;
  (loadCalendarOrNull as jest.Mock).mockResolvedValue(calendar);
  (loadCalendars as jest.Mock).mockResolvedValue([calendar]);
  const { container } = render(await CalendarPage({ params: Promise.resolve({ id: '7' }) }));
  const notice = screen.getByRole('region', { name: '公休及注意事項' });
  expect(notice).toHaveTextContent('【公休公告】3月2日公休一日');
  expect(notice.querySelector('strong')).not.toBeNull();
  expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  expect(container.innerHTML).not.toContain('alert(');
  expect(notice.querySelector('[onerror]')).toBeNull();
});
