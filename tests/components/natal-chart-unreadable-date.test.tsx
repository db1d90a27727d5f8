/** @jest-environment #jsdom-page-environment */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NatalChartManager } from '@/components/natal-chart/natal-chart-manager';
import { chart } from '../support/cart-fixtures';
import { offContract } from '../support/mocked-answers';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { renderPage } from '../support/render-page';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const network = mockNetwork();

/**
 * A saved chart whose birth_at is no real date, as an API breaking the contract may send it while the
 * contract check is off: its row says so, and the other charts are listed as usual.
 */
it('a lunar chart born on a 13th month: its row says the date is unreadable, the list goes on', async () => {
  const charts = [
    { ...chart({ id: 2, name: '日期有誤', calendar: '農曆' }), birth_at: '2026-13-45 10:00:00' },
    chart({ id: 1, name: '王小明' }),
  ];
  server.use(
    http.get('/api/bff/user/characters', () =>
      offContract(HttpResponse.json({ data: charts }), 'a birth_at that is no real date, on purpose'),
    ),
    http.get('/api/bff/users', () => HttpResponse.json(contractAnswer('GET users', { data: { character_auth: 'N' } }))),
  );
  renderPage(<NatalChartManager />);
  expect(await screen.findByText('農曆 出生日期資料有誤')).toBeInTheDocument();
  expect(screen.getByText(/^國曆 民國60年5月20日 12:30/)).toBeInTheDocument();
  await network.settled();
});
