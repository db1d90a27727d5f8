/** @jest-environment #jsdom-page-environment */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { OrderListView } from '@/components/orders/order-list-view';
import type { Order, Paged } from '@/lib/contract/types';
import { orderListNoticeAtom } from '@/lib/state/orders';
import { fixTaipeiTime } from '../support/clock';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server } from '../support/network';
import { renderPage } from '../support/render-page';
import { order, paged } from './order-fixtures';

let search = '';
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => new URLSearchParams(search),
}));

const network = mockNetwork();
// 2027-01-01 00:30 in Taiwan while it is still 2026 in UTC: "today" and "last year" are Taiwan's.
fixTaipeiTime('2027-01-01 00:30:00');

/** The list at the URL's query, once GET orders/search answered. */
async function showList(answer: Paged<Order>, query = '') {
  search = query;
  server.use(http.get('/api/bff/orders/search', () => HttpResponse.json(contractAnswer('GET orders/search', answer))));
  const page = renderPage(<OrderListView />);
  await network.settled();
  return page;
}

/** What the list asked of GET orders/search. */
const asked = () =>
  network.sent('GET /api/bff/orders/search').map((request) => Object.fromEntries(request.url.searchParams));

beforeEach(() => {
  push.mockReset();
  getDefaultStore().set(orderListNoticeAtom, null);
});

describe('order list (spec-coverage “Order history pages” "Order list")', () => {
  it('shows number (to the detail), date, total in NT$ with commas, PV, payment and status name', async () => {
    await showList(
      paged([
        order({
          id: 7,
          order_number: 'W20261123000007',
          created_at: '2026-11-23 09:05:07',
          total_price: 12500,
          total_pv: 10000,
          order_status: 1,
          payment: 'ATM',
        }),
        order({
          id: 8,
          order_number: 'W20261124000008',
          total_price: 3200,
          total_pv: 64,
          order_status: 3,
          payment: 'card',
        }),
        order({ id: 9, order_number: 'W20261125000009', order_status: 9, payment: 'taiShinCard' }),
      ]),
    );
    const first = screen.getByRole('row', { name: /W20261123000007/ });
    expect(within(first).getByRole('link', { name: 'W20261123000007' })).toHaveAttribute('href', '/member/order/7');
    expect(within(first).getByText('2026-11-23 09:05:07')).toBeInTheDocument();
    expect(within(first).getByText('NT$12,500')).toBeInTheDocument();
    expect(within(first).getByText('10,000')).toBeInTheDocument();
    expect(within(first).getByText('ATM 轉帳')).toBeInTheDocument();
    expect(within(first).getByText('已訂購未付款')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /W20261124000008/ });
    expect(within(second).getByText('NT$3,200')).toBeInTheDocument();
    expect(within(second).getByText('信用卡')).toBeInTheDocument();
    expect(within(second).getByText('已付款')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /W20261125000009/ })).getByText('已取消')).toBeInTheDocument();
    expect(screen.getByText('共 3 筆訂單')).toBeInTheDocument();
  });

  it('says 查無購買紀錄 when there are none', async () => {
    await showList(paged([]));
    expect(screen.getByText('查無購買紀錄')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('limits both date fields to 1 January of last year through today, in Taiwan time', async () => {
    await showList(paged([]));
    for (const label of ['開始日期', '結束日期']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '2026-01-01');
      expect(screen.getByLabelText(label)).toHaveAttribute('max', '2027-01-01');
    }
    // Without a range in the URL the whole selectable range is asked for.
    expect(asked()).toEqual([
      { page: '1', _from: '2026-01-01 00:00:00', _to: '2027-01-01 23:59:59', _type: 'orderDate' },
    ]);
    expect(screen.getByLabelText('開始日期')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('結束日期')).toHaveValue('2027-01-01');
  });

  it('reads page and range from the URL, clamped to the limits, and keeps the range in the page links', async () => {
    await showList(
      paged([order()], { current_page: 2, last_page: 3, total: 21 }),
      '_from=2025-06-01&_to=2026-03-31&_type=orderDate&page=2',
    );
    expect(asked()).toEqual([
      { page: '2', _from: '2026-01-01 00:00:00', _to: '2026-03-31 23:59:59', _type: 'orderDate' },
    ]);
    expect(screen.getByLabelText('開始日期')).toHaveValue('2026-01-01');
    expect(screen.getByRole('link', { name: '第 3 頁' })).toHaveAttribute(
      'href',
      '/member/order/list?_from=2026-01-01&_to=2026-03-31&_type=orderDate&page=3',
    );
    expect(screen.getByRole('link', { name: '第 1 頁' })).toHaveAttribute(
      'href',
      '/member/order/list?_from=2026-01-01&_to=2026-03-31&_type=orderDate',
    );
  });

  it('puts a chosen range in the URL (page 1)', async () => {
    const user = userEvent.setup();
    await showList(paged([]), 'page=4');
    const from = screen.getByLabelText('開始日期');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    const to = screen.getByLabelText('結束日期');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    expect(push).toHaveBeenCalledWith('/member/order/list?_from=2026-03-01&_to=2026-03-31&_type=orderDate');
  });

  it('refuses a reversed, empty or out-of-range choice with an announced message beside the field', async () => {
    const user = userEvent.setup();
    await showList(paged([]));
    const from = screen.getByLabelText('開始日期');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    const to = screen.getByLabelText('結束日期');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.getByRole('alert')).toHaveTextContent('開始日期不可晚於結束日期');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('開始日期不可晚於結束日期');
    expect(from).toHaveFocus();

    await user.clear(from);
    await user.type(from, '2025-12-31');
    await user.clear(to);
    await user.click(screen.getByRole('button', { name: '查詢' }));
    expect(from).toHaveAccessibleDescription('日期需介於 2026/01/01 與 2027/01/01 之間');
    expect(to).toHaveAccessibleDescription('請選擇結束日期');
    expect(push).not.toHaveBeenCalled();
  });

  it('announces why it was sent back from an order (a failed fetch), once', async () => {
    getDefaultStore().set(orderListNoticeAtom, '查無此訂單');
    await showList(paged([]));
    expect(screen.getByRole('alert')).toHaveTextContent('查無此訂單');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(getDefaultStore().get(orderListNoticeAtom)).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/bff/orders/search', () => HttpResponse.json(refusal('系統錯誤'), { status: 500 }), { once: true }),
      http.get('/api/bff/orders/search', () =>
        HttpResponse.json(contractAnswer('GET orders/search', paged([order({ order_number: 'W20261123000007' })]))),
      ),
    );
    search = '';
    renderPage(<OrderListView />);
    await network.settled();
    expect(screen.getByRole('alert')).toHaveTextContent('系統錯誤');
    await user.click(screen.getByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('row', { name: /W20261123000007/ })).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });
});
