'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useLogout } from '@/lib/hooks/use-logout';
import styles from './member-nav.module.css';
import panel from '@/components/ui/panel.module.css';

/** The member menu; /member/activity and /member/performance-search are hidden from menus (spec-coverage “Members: session and screens”). */
export const MEMBER_MENU: readonly { href: string; label: string; section?: string }[] = [
  { href: '/member/account', label: '會員資料' },
  { href: '/member/change', label: '修改密碼' },
  { href: '/member/address', label: '常用收件人' },
  { href: '/member/natalchart', label: '命盤管理' },
  { href: '/member/favorite', label: '我的最愛' },
  { href: '/member/shopcart', label: '購物車' },
  // Marked current on an order's detail page too.
  { href: '/member/order/list', label: '購買紀錄', section: '/member/order/' },
  { href: '/member/points', label: '點數查詢' },
];

export function MemberNav() {
  const pathname = usePathname();
  const logout = useLogout();
  return (
    <nav className={styles.nav} aria-label="會員專區">
      <h2 className={styles.navTitle}>會員專區</h2>
      <ul className={styles.navList}>
        {MEMBER_MENU.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={pathname.startsWith(item.section ?? item.href) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={panel.secondary} onClick={() => void logout('logout')}>
            登出
          </button>
        </li>
      </ul>
    </nav>
  );
}
