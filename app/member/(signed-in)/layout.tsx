import { Suspense, type ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { MemberShell } from '@/components/member/member-shell';
import { LOGIN_PATH } from '@/lib/routes/member';
import { readSessionToken } from '@/lib/session/session';

/**
 * Every signed-in member page sits in this group (account, address, change, points, activity,
 * performance-search; natal charts, favourites, cart and orders join it). The proxy guard is a
 * convenience: the session is checked again here on the server, per request (so inside Suspense).
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p role="status">載入中…</p>}>
      <SessionCheck>{children}</SessionCheck>
    </Suspense>
  );
}

async function SessionCheck({ children }: { children: ReactNode }) {
  const token = await readSessionToken().catch(() => undefined);
  if (!token) redirect(LOGIN_PATH);
  return <MemberShell>{children}</MemberShell>;
}
