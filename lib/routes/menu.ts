import type { MenuCategory } from '@/lib/contract/schema/site';
import { LOGIN_PATH, MEMBER_ROOT } from './member';

/** The page of the phone menu: where the menu button leads before the page's scripts run, or without them. */
export const MENU_PAGE_PATH = '/menu';

export type MenuEntry = { label: string; href: string; children: { label: string; href: string }[] };

/** Routes that never appear in a menu (spec-coverage “Public site: platform, SEO and speed”: hidden routes are left out). */
const HIDDEN_PATHS = new Set(['/service/contact/response', '/error']);

/**
 * The top-level sections of the spec's route table (public §2, spec-coverage “Public site: platform, SEO and speed”
 * Menu), used when the navbars call answers no entry the menu can show. Their order is the spec's: About, Join,
 * Sound, News, Product, Member, Service.
 */
export const FALLBACK_MENU: MenuEntry[] = [
  { label: '關於東震', href: '/about', children: [] },
  { label: '加入東震', href: '/join', children: [] },
  {
    label: '東震之聲',
    href: '/sound',
    children: [
      { label: '東震月刊', href: '/sound/monthly' },
      { label: '總經理專欄', href: '/sound/boss' },
    ],
  },
  {
    label: '最新消息',
    href: '/news',
    children: [
      { label: '特惠活動', href: '/news/activity' },
      { label: '公司公告', href: '/news/matter' },
      { label: '旅遊資訊', href: '/news/travel' },
      { label: '行事曆', href: '/news/calendar' },
    ],
  },
  {
    label: '產品介紹',
    href: '/product',
    children: [
      { label: '產品總覽', href: '/product/view' },
      { label: '商品列表', href: '/product/list' },
    ],
  },
  { label: '會員專區', href: MEMBER_ROOT, children: [{ label: '會員登入', href: LOGIN_PATH }] },
  {
    label: '客服中心',
    href: '/service',
    children: [
      { label: '聯絡我們', href: '/service/contact' },
      { label: '會員條款', href: '/service/member-provision' },
      { label: '服務據點', href: '/service/stronghold' },
    ],
  },
];

type Linked = { label: string; href: string };

/**
 * An entry's words and link, or null when it cannot be shown: switched off, hidden, or without a name or a path.
 * The spec's menu category has neither (id, parent_id, banner, banner_title, active, web_children): they are the
 * shop's additions, and an entry without them has nothing to say or to link to.
 */
function linked(item: MenuCategory): Linked | null {
  const label = item.name?.trim();
  if (item.active === 0 || !label || !item.path || HIDDEN_PATHS.has(item.path)) return null;
  return { label, href: item.path };
}

/**
 * The menu from the navbars call: active entries only (the API already drops inactive ones), hidden routes
 * and entries without a name or a path left out; the route table's sections (FALLBACK_MENU) when no entry is
 * left. The Member section links to /member, which the proxy guard sends a visitor on to /member/login (no
 * cookie is read here, so the shell stays cacheable).
 */
export function buildMenu(navbars: MenuCategory[]): MenuEntry[] {
  const entries = navbars.flatMap((item) => {
    const entry = linked(item);
    if (!entry) return [];
    const children = (item.web_children ?? []).flatMap((child) => linked(child) ?? []);
    return [{ ...entry, children }];
  });
  return entries.length > 0 ? entries : FALLBACK_MENU;
}
