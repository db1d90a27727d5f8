/** @jest-environment #jsdom-page-environment */
import { render, screen, within } from '@testing-library/react';
import { Stronghold } from '@/components/service/stronghold-map';
import type { SvgMap } from '@/components/service/taiwan-counties';
import { loadServiceBases } from '@/lib/api/loaders/content';
import { fakeCompanyApi } from '../support/company-api';

jest.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

/*
 * /service/stronghold on a company API that answers the service bases in P §3 Service office's words (title,
 * operate_start, operate_end; issue 50, D26), and in the embedded API's (name, contact_person, open_time,
 * close_time): no row renders blank (docs/api-contract.md "Where the spec is silent or says two things: the
 * shop's readings").
 */
const api = fakeCompanyApi();

/** The list is what is read here: a map without counties. */
const NO_MAP: SvgMap = { label: '臺灣', viewBox: '0 0 1 1', locations: [] };

const place = { city: '臺中市', district: '西屯區', address: '市政路386號', telephone: '04-2358-6688', url: null };
const stamps = { created_at: '2026/01/01 00:00:00', updated_at: '2026/01/01 00:00:00', deleted_at: null };

async function showBases(bases: unknown[]) {
  api.answers((path) => (path === 'service-bases' ? [200, { data: bases }] : undefined));
  render(<Stronghold map={NO_MAP} bases={await loadServiceBases()} />);
  return screen.getAllByTestId('stronghold-row').map((row) => within(row));
}

it('a base in the Service office’s words shows its title and hours', async () => {
  const [row] = await showBases([
    {
      id: 1,
      title: '臺中服務處',
      ...place,
      fax: '04-2358-6689',
      operate: 1,
      operate_start: '09:00',
      operate_end: '18:30:00',
      ...stamps,
    },
  ]);
  expect(row.getByRole('heading', { level: 2 })).toHaveTextContent('臺中服務處');
  expect(row.getAllByRole('time').map((time) => time.textContent)).toEqual(['09:00', '18:30']);
  expect(row.queryByText('聯絡人')).not.toBeInTheDocument();
});

it('a base in the embedded API’s words shows as before', async () => {
  const [row] = await showBases([
    {
      id: 2,
      sort: 1,
      name: '臺中服務站',
      contact_person: '王小明',
      open_time: '09:30:00',
      close_time: '18:00:00',
      ...place,
      ...stamps,
    },
  ]);
  expect(row.getByRole('heading', { level: 2 })).toHaveTextContent('臺中服務站');
  expect(row.getByText('王小明')).toBeInTheDocument();
  expect(row.getAllByRole('time').map((time) => time.textContent)).toEqual(['09:30', '18:00']);
});

it('a base with neither name nor hours is named by its city and district, with no empty hours', async () => {
  const [row] = await showBases([{ id: 3, ...place, ...stamps }]);
  expect(row.getByRole('heading', { level: 2 })).toHaveTextContent('臺中市西屯區服務據點');
  expect(row.queryByText('服務時間')).not.toBeInTheDocument();
});
