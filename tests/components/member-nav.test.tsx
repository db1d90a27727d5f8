/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemberNav } from '@/components/member/member-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/member/order/12' }));
jest.mock('@/lib/hooks/use-logout', () => ({ useLogout: () => jest.fn() }));

it('the member menu lists the eight pages and 登出, never activity or performance-search (spec-coverage “Members: session and screens”)', () => {
  render(<MemberNav />);
  const menu = screen.getByRole('navigation', { name: '會員專區' });
  const items = within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    '會員資料',
    '修改密碼',
    '常用收件人',
    '命盤管理',
    '我的最愛',
    '購物車',
    '購買紀錄',
    '點數查詢',
    '登出',
  ]);
  for (const hidden of ['/member/activity', '/member/performance-search']) {
    expect(menu.querySelector(`a[href="${hidden}"]`)).toBeNull();
  }
  expect(within(menu).getByRole('link', { name: '購買紀錄' })).toHaveAttribute('aria-current', 'page');
});
