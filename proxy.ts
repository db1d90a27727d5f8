import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { isListRoot, listPageRoute, pageFromQuery } from '@/lib/routes/article-lists';
import { LIST_PATH as PRODUCT_LIST } from '@/lib/routes/product-list-query';
import { listRoute as productListRoute } from '@/lib/routes/product-list-route';
import { ACCOUNT_PATH, HOME_PATH, isVisitorPage, LOGIN_PATH, MEMBER_ROOT } from '@/lib/routes/member';
import { isProductPagePath, testerRoute } from '@/lib/routes/tester-catalogue';
import { CONTROL_CHARACTER, REQUEST_REFUSALS } from '@/lib/contract/request-refusals';
import { isLive, isTesterSession, SESSION_COOKIE, type SessionData } from '@/lib/session/cookie';
import { sessionSecret } from '@/lib/session/secret';

async function sessionOf(request: NextRequest): Promise<SessionData | undefined> {
  const seal = request.cookies.get(SESSION_COOKIE)?.value;
  if (!seal) return undefined;
  try {
    return await unsealData<SessionData>(seal, { password: sessionSecret() });
  } catch {
    return undefined;
  }
}

const hasLiveSession = async (request: NextRequest) => isLive((await sessionOf(request))?.token);

/**
 * A tester's catalogue request (product page, product list) goes to the view rendered for them with
 * their bearer (lib/routes/tester-catalogue.ts); null for anyone else, who keeps the cached public
 * route. Only a request carrying the session cookie is unsealed: a visitor costs nothing here.
 */
async function testerRewrite(request: NextRequest, route: string) {
  const tester = testerRoute(route);
  if (!tester || !request.cookies.has(SESSION_COOKIE) || !isTesterSession(await sessionOf(request))) return null;
  const target = request.nextUrl.clone();
  target.pathname = tester;
  return NextResponse.rewrite(target, { headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * The /member guard. A convenience only: the member layouts, the BFF and the API check the session
 * again. No live session → /member/login?redirect=<this path>; /member itself → login for a visitor,
 * the account page for a member.
 */
async function memberGuard(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const loggedIn = await hasLiveSession(request);
  if (isVisitorPage(pathname)) {
    return loggedIn ? NextResponse.redirect(new URL(HOME_PATH, request.url)) : NextResponse.next();
  }
  if (loggedIn)
    return pathname === MEMBER_ROOT ? NextResponse.redirect(new URL(ACCOUNT_PATH, request.url)) : NextResponse.next();
  const login = new URL(LOGIN_PATH, request.url);
  if (pathname !== MEMBER_ROOT) login.searchParams.set('redirect', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

/** The route of an article list's ?page=N; no page or a malformed one is page 1. */
function articleListRoute({ pathname, searchParams }: URL): string {
  return listPageRoute(pathname, pageFromQuery(searchParams.get('page') ?? undefined));
}

/**
 * A list's query is served by a params route, so that the page is rendered whole before the
 * response starts (complete HTML without JavaScript; a page past the last one answers 404 rather
 * than 200): an article list by {root}/list/N (listPageRoute), /product/list by
 * /product/list/q/{canonical query} (lib/routes/product-list-route.ts), the bare lists included. Depends on the URL
 * only (the page cache in front keys on it).
 */
async function pagedList(request: NextRequest) {
  const route = isListRoot(request.nextUrl.pathname)
    ? articleListRoute(request.nextUrl)
    : productListRoute(request.nextUrl.searchParams);
  const forTester = await testerRewrite(request, route);
  if (forTester) return forTester;
  const target = request.nextUrl.clone();
  target.pathname = route;
  return NextResponse.rewrite(target);
}

/**
 * A path Next cannot percent-decode (/product/%zz) would reach a route's params and answer a bare
 * 500, and a decoded NUL ends up in a file name of Next's route cache: under /api either is a 400
 * JSON, a page gets the shop's not-found page (no route has this path).
 */
function refusedPath(request: NextRequest) {
  let refusal: string | undefined;
  try {
    if (CONTROL_CHARACTER.test(decodeURIComponent(request.nextUrl.pathname))) refusal = REQUEST_REFUSALS.controlInUrl;
  } catch {
    refusal = REQUEST_REFUSALS.malformedUrl;
  }
  if (!refusal) return undefined;
  if (request.nextUrl.pathname.startsWith('/api/'))
    return NextResponse.json({ message: refusal }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return NextResponse.rewrite(new URL('/_refused-path', request.url));
}

/** Next 16 proxy (Node runtime): refused paths, the /member guard, the queries of the paged lists and a tester's catalogue. */
export async function proxy(request: NextRequest) {
  const refused = refusedPath(request);
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  if (isListRoot(pathname) || pathname === PRODUCT_LIST) return pagedList(request);
  if (isProductPagePath(pathname)) return (await testerRewrite(request, pathname)) ?? NextResponse.next();
  return pathname.startsWith(MEMBER_ROOT) ? memberGuard(request) : NextResponse.next();
}

export const config = {
  matcher: [
    '/member',
    '/member/:path*',
    // The roots of ARTICLE_LIST_ROOTS (isListRoot), with or without ?page=: a matcher must be a literal.
    '/(sound/boss|news/activity|news/matter|news/travel)',
    // With or without a query (lib/routes/product-list-route.ts).
    '/product/list',
    // Every root with a route param, for refusedPath: a new dynamic route belongs here.
    '/api/:path*',
    '/(product|sound|news|about|join|service|tester|sitemap)/:path*',
  ],
};
