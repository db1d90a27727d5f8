'use client';

import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { useSignedIn } from '@/lib/hooks/use-signed-in';
import { isVisitorPage, MEMBER_ROOT, PERFORMANCE_SEARCH_PATH } from '@/lib/routes/member';
import styles from './maintenance.module.css';

// Loaded only where it shows (the maintenance layout is in every page's root layout), and only in the
// browser: it renders once the hint cookie is read, never on the server. React's lazy, not next/dynamic,
// so public pages carry no loader of their own for it.
const PerformanceView = lazy(() =>
  import('@/components/member/performance-view').then((module) => ({ default: module.PerformanceView })),
);

/** Whether a signed-in member on this path is sent on to the performance lookup. */
export function sendsToPerformanceSearch(pathname: string): boolean {
  // The visitor's member pages (sign-in and its helpers) are never bounced.
  if (pathname === PERFORMANCE_SEARCH_PATH || !pathname.startsWith(`${MEMBER_ROOT}/`)) return false;
  return !isVisitorPage(pathname);
}

/**
 * Spec public §8, member §2: when the site information (system-rights) cannot be loaded, the
 * maintenance layout is shown (maintenance is marked) and the member is later sent to
 * /member/performance-search. "Later" is when a signed-in member next opens a member page (the
 * cart, the account, a bookmark): they land on the performance lookup, which this island shows inside
 * the maintenance layout, since the rest of the site cannot render. Public pages and visitors keep
 * the maintenance layout, whose 業績查詢 button leads to the same place.
 */
export function SiteRightsFallback() {
  const pathname = usePathname();
  const router = useRouter();
  const signedIn = useSignedIn();
  const sendOn = signedIn && sendsToPerformanceSearch(pathname);

  useEffect(() => {
    if (sendOn) router.replace(PERFORMANCE_SEARCH_PATH);
  }, [sendOn, router]);

  if (!signedIn || pathname !== PERFORMANCE_SEARCH_PATH) return null;
  return (
    <section className={styles.lookup} aria-labelledby="maintenance-performance">
      <h2 id="maintenance-performance" className={styles.lookupTitle}>
        業績查詢
      </h2>
      <Suspense fallback={<p role="status">載入中…</p>}>
        <PerformanceView />
      </Suspense>
    </section>
  );
}
