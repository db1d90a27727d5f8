/** @jest-environment #jsdom-page-environment */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PerformanceView } from '@/components/member/performance-view';
import { offContract } from '../support/mocked-answers';
import { mockNetwork, refusal, server } from '../support/network';
import { renderPage } from '../support/render-page';
import { performanceFigures as figures } from '../support/performance-figures';

/*
 * The performance lookup (M §2, §9) on the embedded API's `GET performances` and on a company API built from
 * the spec, which has not that call: the figures come from the member (`GET users`, M §3), with no data month
 * (docs/api-contract.md "Where the spec is silent or says two things: the shop's readings"; decision 0164).
 */

const network = mockNetwork();

/** The page loads after 500 ms (M §9): a busy machine may take far longer to show it. */
const PATIENCE = { timeout: 20_000 };

/**
 * The member as a company API built from the spec answers it: base-record dates with slashes, `expiry_day` too,
 * which the shop reads (docs/api-contract.md) though the contract's `date` takes dashes only.
 */
const SPEC_DATES = "the spec's slashed dates, a date included (docs/api-contract.md, the shop's readings)";

const member = {
  id: 9,
  name: '王小明',
  hierarchical: '傳銷商',
  pv: figures,
  exited_at: null,
  expiry_day: '2099/12/31',
  renewal_expiry_date: null,
  created_at: '2019/04/01 09:30:00',
  updated_at: '2019/04/01 09:30:00',
  deleted_at: null,
};

it('asks for the figures only after 500 ms, showing 載入中… until then', async () => {
  const { id: _id, name: _name, updated_at: _u, deleted_at: _d, ...fields } = member;
  server.use(
    http.get('/api/bff/performances', () =>
      offContract(HttpResponse.json({ data: { ...fields, yyyymm: '202611' } }), SPEC_DATES),
    ),
  );
  renderPage(<PerformanceView />);
  // A timer set after the page's own 500 ms one, for less time, runs first whatever the machine's load.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(network.routes()).not.toContain('GET /api/bff/performances');
  expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  expect(await screen.findByTestId('figure-pv', {}, PATIENCE)).toHaveTextContent('本月個人 PV5,200');
  await network.settled();
});

it('on an API without GET performances the figures come from the member, with no data month', async () => {
  server.use(
    http.get('/api/bff/performances', () => HttpResponse.json(refusal('Not Found'), { status: 404 })),
    http.get('/api/bff/users', () => offContract(HttpResponse.json(member), SPEC_DATES)),
  );
  renderPage(<PerformanceView />);
  expect(await screen.findByTestId('figure-pv', {}, PATIENCE)).toHaveTextContent('本月個人 PV5,200');
  expect(screen.getByTestId('figure-group')).toHaveTextContent('本月全組 PV48,600');
  expect(screen.getByTestId('figure-accumulated')).toHaveTextContent('265,400');
  expect(screen.getByText('傳銷商')).toBeInTheDocument();
  expect(screen.queryByText(/資料月份/)).not.toBeInTheDocument();
  expect(screen.queryByText(/業績資料載入失敗/)).not.toBeInTheDocument();
  await network.settled();
});

it('a 405 is an absent call too, and a member answered without pv has zeros', async () => {
  server.use(
    http.get('/api/bff/performances', () => HttpResponse.json(refusal('Method Not Allowed'), { status: 405 })),
    http.get('/api/bff/users', () =>
      offContract(HttpResponse.json({ data: { ...member, hierarchical: '堂主', pv: null } }), SPEC_DATES),
    ),
  );
  renderPage(<PerformanceView />);
  expect(await screen.findByTestId('figure-group', {}, PATIENCE)).toHaveTextContent('本月堂主組 PV0');
  expect(screen.queryByTestId('figure-accumulated')).not.toBeInTheDocument();
  await network.settled();
});

it('GET performances answered: its data month shows', async () => {
  const { id: _id, name: _name, updated_at: _u, deleted_at: _d, ...fields } = member;
  server.use(
    http.get('/api/bff/performances', () =>
      offContract(
        HttpResponse.json({ data: { ...fields, yyyymm: '202611', renewal_expiry_date: '2026-12-31' } }),
        SPEC_DATES,
      ),
    ),
  );
  renderPage(<PerformanceView />);
  expect(await screen.findByText('傳銷商・資料月份 2026/11', {}, PATIENCE)).toBeInTheDocument();
  await network.settled();
});

it('another failure still says so', async () => {
  server.use(http.get('/api/bff/performances', () => HttpResponse.json(refusal('系統錯誤'), { status: 500 })));
  renderPage(<PerformanceView />);
  expect(await screen.findByText('業績資料載入失敗，請稍後再試。', {}, PATIENCE)).toBeInTheDocument();
  await network.settled();
});
