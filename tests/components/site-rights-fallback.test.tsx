/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { usePathname, useRouter } from 'next/navigation';
import { MaintenanceView } from '@/components/layout/maintenance-view';
import { sendsToPerformanceSearch, SiteRightsFallback } from '@/components/layout/site-rights-fallback';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }));
jest.mock('@/components/member/performance-view', () => ({ PerformanceView: () => <p>本月個人 PV</p> }));
jest.mock('@/components/layout/maintenance-poller', () => ({ MaintenancePoller: () => null }));

const replace = jest.fn();
(useRouter as jest.Mock).mockReturnValue({ replace });
const at = (path: string) => (usePathname as jest.Mock).mockReturnValue(path);
const signIn = () => (document.cookie = 'tocin_signed_in=1; path=/');
const signOut = () => (document.cookie = 'tocin_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');

/** Spec public §8, member §2: the site information (system-rights) failed → maintenance, then /member/performance-search. */
const renderFallback = () =>
  render(
    <MaintenanceView>
      <SiteRightsFallback />
    </MaintenanceView>,
  );

beforeEach(() => {
  replace.mockClear();
  signOut();
});

it('a signed-in member who opens a member page lands on the performance lookup', () => {
  signIn();
  at('/member/shopcart/step/1');
  renderFallback();
  expect(replace).toHaveBeenCalledWith('/member/performance-search');
});

it('on /member/performance-search the lookup shows inside the maintenance layout', async () => {
  signIn();
  at('/member/performance-search');
  renderFallback();
  expect(screen.getByRole('heading', { name: '網站維護中' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '業績查詢' })).toBeInTheDocument();
  expect(await screen.findByText('本月個人 PV')).toBeInTheDocument();
  expect(replace).not.toHaveBeenCalled();
});

it('public pages, visitors and the sign-in pages keep the maintenance layout', () => {
  signIn();
  at('/home');
  renderFallback();
  signOut();
  at('/member/account');
  renderFallback();
  expect(replace).not.toHaveBeenCalled();
  expect(screen.queryByText('本月個人 PV')).not.toBeInTheDocument();
  expect(
    ['/member/login', '/member/forgot', '/member/register', '/home', '/member/performance-search'].map(
      sendsToPerformanceSearch,
    ),
  ).toEqual([false, false, false, false, false]);
  expect(['/member/account', '/member/order/list', '/member/shopcart/step/4'].map(sendsToPerformanceSearch)).toEqual([
    true,
    true,
    true,
  ]);
});
