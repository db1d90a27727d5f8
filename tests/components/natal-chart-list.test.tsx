/** @jest-environment #jsdom-page-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { computeFortune } from '@/backend/services/fortune';
import { NatalChartManager } from '@/components/natal-chart/natal-chart-manager';
import { chart } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { renderPage } from '../support/render-page';

let search = '';
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(search),
}));

const network = mockNetwork();
/** The bodies of the deletes sent (POST user/characters/batch-delete with _method delete and the ids), in order. */
const deletes = () => network.sent('POST /api/bff/user/characters/batch-delete').map((request) => request.body);
const created = () => network.sent('POST /api/bff/user/characters');

/** `count` charts as GET user/characters answers them, newest first: 命盤1 (the newest) … 命盤<count>. */
const charts = (count: number) =>
  Array.from({ length: count }, (_, index) => chart({ id: 1000 - index, name: `命盤${index + 1}` }));

/**
 * The member's chart page at `query` (the URL's search), on the real SWR hooks and ky clients over
 * GET user/characters and the member's GET users (a member without the analysis, character_auth N).
 */
async function showCharts(count: number, query = '') {
  search = query;
  server.use(
    http.get('/api/bff/user/characters', () =>
      HttpResponse.json(contractAnswer('GET user/characters', { data: charts(count) })),
    ),
    http.get('/api/bff/users', () => HttpResponse.json(contractAnswer('GET users', { data: { character_auth: 'N' } }))),
  );
  renderPage(<NatalChartManager />);
  await screen.findAllByRole('checkbox', { name: /^選取 / });
  await network.settled();
  return userEvent.setup();
}

/** The names of the charts the list shows, in order. */
const shownNames = () =>
  within(screen.getByRole('list', { name: '命盤列表' }))
    .queryAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')?.replace('選取 ', ''));

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `命盤${from + index}`);
const pages = () => screen.getByRole('navigation', { name: '分頁' });

beforeEach(() => {
  replace.mockReset();
});

describe('the natal chart list, a page at a time (spec-coverage “Natal charts”: cap 200, paged 10 per page)', () => {
  it('25 charts: page 1 shows the first 10, ?page=2 the next 10, ?page=3 the last 5, with the shop’s pagination bar', async () => {
    await showCharts(25);
    expect(shownNames()).toEqual(names(1, 10));
    expect(within(pages()).getByRole('link', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages()).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('href', '/member/natalchart?page=2');
    expect(within(pages()).getByRole('link', { name: '第 3 頁' })).toHaveAttribute('href', '/member/natalchart?page=3');
    expect(within(pages()).queryByRole('link', { name: '第 4 頁' })).toBeNull();
  });

  it.each([
    ['page=2', 11, 20],
    ['page=3', 21, 25],
  ])('25 charts at ?%s show 命盤%i … 命盤%i', async (query, from, to) => {
    await showCharts(25, query);
    expect(shownNames()).toEqual(names(from, to));
    expect(within(pages()).getByRole('link', { name: `第 ${query.slice(5)} 頁` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('10 charts or fewer are one page, without a pagination bar', async () => {
    await showCharts(10);
    expect(shownNames()).toEqual(names(1, 10));
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });

  it('全選 selects the page shown, not the charts of the other pages', async () => {
    const user = await showCharts(25, 'page=3');
    await user.click(screen.getByLabelText('全選'));
    server.use(
      http.post('/api/bff/user/characters/batch-delete', () =>
        HttpResponse.json(contractAnswer('POST user/characters/batch-delete', { data: [] })),
      ),
    );
    await user.click(screen.getByRole('button', { name: '刪除所選' }));
    await network.settled();
    expect(deletes()).toEqual([{ _method: 'delete', id: [980, 979, 978, 977, 976] }]);
  });

  it('deleting the only chart of the last page goes back a page', async () => {
    const user = await showCharts(21, 'page=3');
    expect(shownNames()).toEqual(['命盤21']);
    server.use(
      http.post('/api/bff/user/characters/batch-delete', () =>
        HttpResponse.json(contractAnswer('POST user/characters/batch-delete', { data: [980] })),
      ),
      http.get('/api/bff/user/characters', () =>
        HttpResponse.json(contractAnswer('GET user/characters', { data: charts(20) })),
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: '選取 命盤21' }));
    await user.click(screen.getByRole('button', { name: '刪除所選' }));
    await waitFor(() => expect(deletes()).toEqual([{ _method: 'delete', id: [980] }]));
    await waitFor(() => expect(shownNames()).toEqual(names(11, 20)));
    expect(replace).toHaveBeenCalledWith('/member/natalchart?page=2', { scroll: false });
    expect(within(pages()).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
  });

  it('a chart added while a later page is shown brings the list to the page holding it (the newest come first)', async () => {
    const user = await showCharts(25, 'page=3');
    const added = chart({ id: 2000, name: '新命盤' });
    server.use(
      http.get('/api/fortune', ({ request }) =>
        HttpResponse.json(computeFortune(Object.fromEntries(new URL(request.url).searchParams))),
      ),
      http.post('/api/bff/user/characters', () => HttpResponse.json({ data: added }, { status: 201 })),
      http.get('/api/bff/user/characters', () =>
        HttpResponse.json(contractAnswer('GET user/characters', { data: [added, ...charts(25)] })),
      ),
    );
    const form = screen.getByRole('form', { name: '新增命盤' });
    await user.type(within(form).getByLabelText('姓名'), '新命盤');
    await user.click(within(form).getByLabelText('男', { exact: true }));
    await user.selectOptions(within(form).getByRole('combobox', { name: '年' }), '79');
    await user.selectOptions(within(form).getByRole('combobox', { name: '月' }), '5');
    await user.selectOptions(within(form).getByRole('combobox', { name: '日' }), '17');
    await user.selectOptions(within(form).getByRole('combobox', { name: '時' }), '14');
    await user.selectOptions(within(form).getByRole('combobox', { name: '分' }), '30');
    await user.click(within(form).getByRole('button', { name: '新增' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/natalchart', { scroll: false }));
    expect(created()).toHaveLength(1);
  });
});
