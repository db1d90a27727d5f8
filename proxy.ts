import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { isLive, SESSION_COOKIE, type SessionData } from '@/lib/session/cookie';
import { sessionSecret } from '@/lib/session/secret';

/** Member pages a visitor may open; a logged-in member opening them goes to /home (spec member §2). */
const ANONYMOUS_ONLY = ['/member/login', '/member/forgot', '/member/register'];

const isAnonymousOnly = (pathname: string) => ANONYMOUS_ONLY.some((path) => pathname === path || pathname.startsWith(`${path}/`));

async function hasLiveSession(request: NextRequest): Promise<boolean> {
  const seal = request.cookies.get(SESSION_COOKIE)?.value;
  if (!seal) return false;
  try {
    const data = await unsealData<SessionData>(seal, { password: sessionSecret() });
    return isLive(data.token);
  } catch {
    return false;
  }
}

/**
 * The /member guard (Next 16 proxy, Node runtime). A convenience only: the member layouts, the BFF
 * and the API check the session again. No live session → /member/login?redirect=<this path>;
 * /member itself → login for a visitor, the account page for a member.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const loggedIn = await hasLiveSession(request);
  if (isAnonymousOnly(pathname)) {
    return loggedIn ? NextResponse.redirect(new URL('/home', request.url)) : NextResponse.next();
  }
  if (loggedIn) return pathname === '/member' ? NextResponse.redirect(new URL('/member/account', request.url)) : NextResponse.next();
  const login = new URL('/member/login', request.url);
  if (pathname !== '/member') login.searchParams.set('redirect', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = { matcher: ['/member', '/member/:path*'] };
