/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { redirect } from 'next/navigation';
import ShopClosePage from '@/app/member/(signed-in)/shopcart/shop-close/page';
import { loadOffices, loadShopSystem } from '@/lib/api/loaders/shop';
import { office as officeSchema } from '@/lib/contract/schema/shop';
import type { Office } from '@/lib/contract/types';
import { contractFixture } from '../support/contract-fixture';

jest.mock('@/lib/api/loaders/shop', () => ({ loadShopSystem: jest.fn(), loadOffices: jest.fn() }));
jest.mock('@/lib/checkout/shop-closed-reading', () => ({ shopClosedReading: jest.fn(async () => 'inside-window') }));
jest.mock('@/lib/metadata', () => ({ pageMetadata: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`REDIRECT ${url}`);
  }),
  usePathname: () => '/member/shopcart/shop-close',
}));

const system = loadShopSystem as jest.MockedFunction<typeof loadShopSystem>;
const offices = loadOffices as jest.MockedFunction<typeof loadOffices>;

const office = (id: number, name: string, telephone: string, fax: string): Office =>
  contractFixture(officeSchema, {
    id,
    sort: id,
    name,
    code: `0${id}`,
    postal_code: '40001',
    city: '臺中市',
    district: '中區',
    address: `中正路${id}號`,
    telephone,
    fax,
    is_sales_territory_use: 1,
    is_fortune_use: 0,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
  });

beforeEach(() => jest.clearAllMocks());

describe('/member/shopcart/shop-close (spec-coverage “Checkout pages”, member §2)', () => {
  it('a closed shop: 網路商城維護中 with every office’s phone and fax from the API', async () => {
    system.mockResolvedValue({ status: 0, started_at: null, finished_at: null } as never);
    offices.mockResolvedValue([
      office(1, '臺北營業所', '02-2345-6789', '02-2345-6780'),
      office(2, '高雄營業所', '07-123-4567', '07-123-4560'),
    ]);
    render(await ShopClosePage());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('網路商城維護中');
    for (const [name, phone, fax] of [
      ['臺北營業所', '02-2345-6789', '02-2345-6780'],
      ['高雄營業所', '07-123-4567', '07-123-4560'],
    ]) {
      const row = screen.getByRole('rowheader', { name }).closest('[role="row"], tr') as HTMLElement;
      expect(within(row).getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/-/g, '')}`);
      expect(within(row).getByText(fax)).toBeInTheDocument();
    }
    expect(redirect).not.toHaveBeenCalled();
  });

  it('an open shop sends the member home', async () => {
    system.mockResolvedValue({ status: 1, started_at: null, finished_at: null } as never);
    offices.mockResolvedValue([office(1, '臺北營業所', '02-2345-6789', '02-2345-6780')]);
    await expect(ShopClosePage()).rejects.toThrow('REDIRECT /home');
    expect(redirect).toHaveBeenCalledWith('/home');
  });
});
