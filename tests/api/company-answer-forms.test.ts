import { POST as firstLogin } from '@/app/api/session/first-login/route';
import { POST as login } from '@/app/api/session/login/route';
import { loadProductList, loadProductOrNull, loadProducts, loadRecommendedProducts } from '@/lib/api/loaders/catalogue';
import { loadAnnouncements, loadCurrentCalendar } from '@/lib/api/loaders/content';
import { loadShopSystem } from '@/lib/api/loaders/shop';
import { loadVisitorCount } from '@/lib/api/loaders/site';
import { taipeiDate } from '@/lib/domain/clock';
import { saveSessionToken } from '@/lib/session/session';

/*
 * A company API written from the spec alone (API_BASE_URL): it answers in the forms the spec shows or
 * leaves open, never the contract's wrappers. The shop's server-side reads take each of them
 * (docs/api-contract.md
 * "Where the spec is silent or says two things: the shop's readings").
 */

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));
jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));
jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual('@/lib/session/session'),
  destroySession: jest.fn(),
  saveSessionToken: jest.fn(),
}));

const COMPANY = 'http://company.test/api';
type Seen = { method: string; path: string; authorization: string | null };
let seen: Seen[] = [];
let answers: Record<string, unknown> = {};

const previousBase = process.env.API_BASE_URL;
const realFetch = global.fetch;
beforeAll(() => {
  process.env.API_BASE_URL = COMPANY;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.slice(new URL(COMPANY).pathname.length + 1);
    seen.push({ method: request.method, path, authorization: request.headers.get('authorization') });
    const key = `${request.method} ${path}`;
    return key in answers ? Response.json(answers[key]) : Response.json({ message: 'Not Found' }, { status: 404 });
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
  if (previousBase === undefined) delete process.env.API_BASE_URL;
  else process.env.API_BASE_URL = previousBase;
});
beforeEach(() => {
  seen = [];
  answers = {};
  jest.mocked(saveSessionToken).mockClear();
});

const sessionRequest = (path: string, body: unknown) =>
  new Request(`http://shop.local/api/session/${path}`, {
    method: 'POST',
    headers: { host: 'shop.local', origin: 'http://shop.local', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a tester’s products never reach a visitor’s page, whatever the API answered (P §4, §6; D13)', () => {
  const shown = { id: 5, name: '黃銅葫蘆擺件', status: 1, is_testing: 0 };
  const testing = { id: 6, name: '開運新品體驗禮盒（內部測試）', status: 1, is_testing: 1 };
  const off = { id: 7, name: '下架商品', status: 0, is_testing: 0 };

  it('the product page: 暫無此商品 for a product of status 0 or is_testing', async () => {
    answers['GET products/6'] = { data: testing };
    answers['GET products/7'] = off;
    answers['GET products/5'] = { data: shown };
    expect(await loadProductOrNull(6)).toBeNull();
    expect(await loadProductOrNull(7)).toBeNull();
    expect(await loadProductOrNull(5)).toMatchObject({ id: 5 });
  });

  it('the lists, the search and the recommendations leave them out', async () => {
    answers['GET products'] = { data: [shown, testing, off], current_page: 1, last_page: 1 };
    answers['GET products/search'] = [testing, shown];
    answers['GET recommended-products'] = { data: [off, shown] };
    expect((await loadProducts()).data.map((product) => product.id)).toEqual([5]);
    expect((await loadProductList({})).page?.data.map((product) => product.id)).toEqual([5]);
    expect((await loadProductList({ keyword: '開運' })).page?.data.map((product) => product.id)).toEqual([5]);
    expect((await loadRecommendedProducts()).map((product) => product.id)).toEqual([5]);
  });
});

describe('a single record bare or under data', () => {
  it('the product page shows a product answered bare (not 暫無此商品)', async () => {
    answers['GET products/5'] = { id: 5, name: '黃銅葫蘆擺件', created_at: '2026/01/02 03:04:05' };
    expect(await loadProductOrNull(5)).toEqual({ id: 5, name: '黃銅葫蘆擺件', created_at: '2026-01-02 03:04:05' });
  });

  it('calendar/now: the calendar bare; "a message field on failure" is none', async () => {
    const month = `${taipeiDate(new Date()).slice(0, 7)}-01`;
    answers['GET calendar/now'] = { id: 3, title: month.replace(/-/g, '/') };
    expect(await loadCurrentCalendar()).toEqual({ id: 3, title: month });
    answers['GET calendar/now'] = { message: '查無行事曆' };
    expect(await loadCurrentCalendar()).toBeNull();
  });
});

describe('lists and counts', () => {
  it('an announcement list answered as a bare array is its only page', async () => {
    answers['GET news'] = [{ id: 1, title: '公告' }];
    expect(await loadAnnouncements('news')).toMatchObject({ data: [{ id: 1 }], current_page: 1, last_page: 1 });
  });

  it('the visitor count answered as the spec’s number', async () => {
    answers['GET browse-counts'] = 1234;
    expect(await loadVisitorCount()).toBe(1234);
  });

  it('the shop-closed reading takes a slashed window of a bare list', async () => {
    answers['GET shop-systems'] = [
      { status: 1, started_at: '2026/11/23 09:00:00', finished_at: '2026/11/23 12:00:00' },
    ];
    expect(await loadShopSystem()).toEqual({
      status: 1,
      started_at: '2026-11-23 09:00:00',
      finished_at: '2026-11-23 12:00:00',
    });
  });
});

describe('the token reply (token_type in any case or absent, expires_in as a number or its digits)', () => {
  it.each([
    ['bearer, in lower case', { token_type: 'bearer', expires_in: 3600 }, 3600],
    ['absent, expires_in as digits', { expires_in: '3600' }, 3600],
    ['both absent (8 hours)', {}, 28_800],
  ])('signs in with token_type %s', async (_case, reply, seconds) => {
    answers['POST login'] = { access_token: 'company-token', ...reply };
    answers['GET users'] = { id: 9, name: '林志明' };
    const before = Date.now();
    const response = await login(sessionRequest('login', { username: 'A123456789', password: 'secret123' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 9, name: '林志明' });
    expect(seen.find((call) => call.path === 'users')?.authorization).toBe('Bearer company-token');
    const saved = jest.mocked(saveSessionToken).mock.calls[0][0];
    expect(saved).toMatchObject({ access_token: 'company-token' });
    const { tokenFromReply } = jest.requireActual<typeof import('@/lib/session/cookie')>('@/lib/session/cookie');
    const kept = tokenFromReply(saved, before);
    expect(kept).toEqual({ token_type: 'Bearer', access_token: 'company-token', expires_at: before + seconds * 1000 });
  });

  it('another token type is no session: 登入失敗', async () => {
    answers['POST login'] = { access_token: 'company-token', token_type: 'MAC', expires_in: 3600 };
    const response = await login(sessionRequest('login', { username: 'A123456789', password: 'secret123' }));
    expect(response.status).toBe(502);
    expect(saveSessionToken).not.toHaveBeenCalled();
  });
});

describe('first login: the reset answer "includes user data and token"', () => {
  const body = { username: 'A123456789', new_password: 'newpass123', reset_token: 'reset-1' };

  it.each([
    ['the token reply under token', { user: { id: 9 }, token: { access_token: 'tok', token_type: 'bearer' } }],
    ['the access token alone', { user: { id: 9 }, token: 'tok' }],
    ['both under data', { data: { user: { id: 9 }, token: { access_token: 'tok', expires_in: 60 } } }],
    ['the reply’s fields beside the user', { user: { id: 9 }, access_token: 'tok', token_type: 'Bearer' }],
  ])('%s: a session, and signed_in', async (_case, answer) => {
    answers['PUT reset-password'] = { message: '密碼已更新', ...answer };
    const response = await firstLogin(sessionRequest('first-login', body));
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.signed_in).toBe(true);
    expect(JSON.stringify(json)).not.toContain('tok');
    expect(jest.mocked(saveSessionToken).mock.calls[0][0]).toMatchObject({ access_token: 'tok' });
  });

  it('no usable token: the password is set, no session, and the page is told (signed_in false)', async () => {
    answers['PUT reset-password'] = { message: '密碼已更新', user: { id: 9 } };
    const response = await firstLogin(sessionRequest('first-login', body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '密碼已更新', user: { id: 9 }, signed_in: false });
    expect(saveSessionToken).not.toHaveBeenCalled();
  });
});
