import { buildMenu, FALLBACK_MENU } from '@/lib/routes/menu';
import type { MenuCategory } from '@/lib/contract/types';

const entry = (id: number, name: string, path: string, children: Partial<MenuCategory>[] = [], active = 1) =>
  ({
    id,
    parent_id: null,
    sort: id,
    name,
    path,
    active,
    web_children: children.map((child, i) => ({
      id: id * 100 + i,
      parent_id: id,
      sort: i,
      active: 1,
      web_children: [],
      ...child,
    })),
  }) as unknown as MenuCategory;

describe('the site menu (spec-coverage “Members: session and screens” Menu)', () => {
  test('hidden routes and inactive entries are left out', () => {
    const menu = buildMenu([
      entry(1, '客服中心', '/service', [
        { name: '聯絡我們', path: '/service/contact' },
        { name: '聯絡完成', path: '/service/contact/response' },
        { name: '停用項目', path: '/service/old', active: 0 },
      ]),
      entry(2, '維護', '/error'),
      entry(3, '舊選單', '/old', [], 0),
    ]);
    expect(menu).toEqual([
      { label: '客服中心', href: '/service', children: [{ label: '聯絡我們', href: '/service/contact' }] },
    ]);
  });

  test('an empty navbars answer falls back to the seven sections in the spec order', () => {
    expect(buildMenu([]).map((item) => item.label)).toEqual([
      '關於東震',
      '加入東震',
      '東震之聲',
      '最新消息',
      '產品介紹',
      '會員專區',
      '客服中心',
    ]);
    expect(buildMenu([])).toBe(FALLBACK_MENU);
  });

  test('the Member section points at /member, which the proxy sends a visitor on to /member/login', () => {
    const member = FALLBACK_MENU.find((item) => item.label === '會員專區')!;
    expect(member.href).toBe('/member');
    expect(FALLBACK_MENU.flatMap((item) => [item.href, ...item.children.map((child) => child.href)])).not.toContain(
      '/service/contact/response',
    );
  });
});
