/**
 * The member area's paths (spec member §1–§2) and the home page a finished or refused visit returns
 * to. proxy.ts, the session cookie, the pages and the components read them here; the seed's copies
 * are data (the navbars call answers the seed's). Home and the account page are where the rules send
 * a member too, so they are defined with the rules (lib/domain/destinations.ts).
 */
export { ACCOUNT_PATH, HOME_PATH } from '@/lib/domain/destinations';
export const MEMBER_ROOT = '/member';
export const LOGIN_PATH = '/member/login';
export const FORGOT_PATH = '/member/forgot';
export const REGISTER_PATH = '/member/register';
/** Member pages a visitor opens (sign-in and its helpers); a signed-in member opening one goes to /home (spec-coverage “Members: session and screens”). */
const VISITOR_PAGES = [LOGIN_PATH, FORGOT_PATH, REGISTER_PATH];

/** Whether the path is one of the visitor's member pages or below one. */
export const isVisitorPage = (pathname: string) =>
  VISITOR_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The login page that brings the visitor back to `path` afterwards (spec-coverage “Public site: catalogue”). */
export const loginHref = (path: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;

/** Spec member §2: the destination when the system-rights call fails. */
export const PERFORMANCE_SEARCH_PATH = '/member/performance-search';
