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

  describe("a spec API's navbars: the menu category has no name, path or sort (issue 50, D10)", () => {
    /** A menu category as public §3 gives it: id, parent_id, banner, banner_title, active, web_children. */
    const specCategory = (id: number, children: number[] = []): MenuCategory => ({
      id,
      parent_id: null,
      banner: `navbars/${id}.png`,
      banner_title: null,
      active: 1,
      created_at: '2026-01-02 03:04:05',
      updated_at: '2026-01-02 03:04:05',
      deleted_at: null,
      web_children: children.map((child) => ({ ...specCategory(child), parent_id: id })),
    });

    test('entries without a name or a path give the route table’s sections, never an entry without words or link', () => {
      const menu = buildMenu([1, 2, 3, 4, 5, 6, 7].map((id) => specCategory(id, [id * 10, id * 10 + 1])));
      expect(menu).toBe(FALLBACK_MENU);
      for (const item of menu.flatMap((entry) => [entry, ...entry.children])) {
        expect(item.label).toMatch(/\S/);
        expect(item.href).toMatch(/^\//);
      }
    });

    test('an entry or a child without a name or a path is left out, the others kept', () => {
      const menu = buildMenu([
        specCategory(1),
        entry(2, '最新消息', '/news', [
          { name: '公司公告', path: '/news/matter' },
          { name: undefined, path: '/news/travel' },
          { name: '行事曆', path: undefined },
        ]),
        entry(3, '  ', '/sound'),
      ]);
      expect(menu).toEqual([
        { label: '最新消息', href: '/news', children: [{ label: '公司公告', href: '/news/matter' }] },
      ]);
    });
  });

  test('the Member section points at /member, which the proxy sends a visitor on to /member/login', () => {
    const member = FALLBACK_MENU.find((item) => item.label === '會員專區')!;
    expect(member.href).toBe('/member');
    expect(FALLBACK_MENU.flatMap((item) => [item.href, ...item.children.map((child) => child.href)])).not.toContain(
      '/service/contact/response',
    );
  });
});
