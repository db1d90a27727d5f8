/** @jest-environment #jsdom-page-environment */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { bffApi } from '@/lib/api/member-browser';
import { SESSION_LOST_EVENT } from '@/lib/api/session-events';
import { MAINTENANCE_SHOWN_KEY, sendToMaintenanceOnce } from '@/lib/api/site-maintenance';
import { mockNetwork, pageLoads, server } from '../support/network';

/**
 * Spec public §4 / §8: "a server message meaning site closed for maintenance sends the user once per
 * session to /error". One handler for the browser's public client and the BFF client (lib/api/client.ts),
 * and a digest for server-side calls. Runs the real ky clients in a tab (jsdom, its session storage)
 * against MSW.
 */
const MAINTENANCE = { message: '網站維護中，請稍後再試', status_from_backend: 5030 };

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
  clear = () => this.values.clear();
}

mockNetwork();
const answerAll = (api: 'web' | 'bff', body: JsonBodyType, status: number) =>
  server.use(http.get(`/api/${api}/*`, () => HttpResponse.json(body, { status })));
let lost = 0;
const countLost = () => (lost += 1);

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/product/1');
  lost = 0;
  window.addEventListener(SESSION_LOST_EVENT, countLost);
});
afterEach(() => window.removeEventListener(SESSION_LOST_EVENT, countLost));

describe('the public browser client (/api/web)', () => {
  it('sends the user to /error on the maintenance message, once per session', async () => {
    answerAll('web', MAINTENANCE, 503);
    const error = await browserApi()
      .get('products/number-search/01001')
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isSiteMaintenance).toBe(true);
    expect(pageLoads()).toEqual(['http://localhost/error']);
    expect(window.sessionStorage.getItem(MAINTENANCE_SHOWN_KEY)).toBe('1');

    await browserApi()
      .get('products')
      .json()
      .catch(() => undefined);
    expect(pageLoads()).toEqual(['http://localhost/error']);
  });

  it('leaves any other 503 (no maintenance code) to its caller', async () => {
    answerAll('web', { message: 'Service Unavailable' }, 503);
    const error = (await browserApi()
      .get('products')
      .json()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.isSiteMaintenance).toBe(false);
    expect(pageLoads()).toEqual([]);
  });
});

describe('the BFF client (/api/bff)', () => {
  it('the maintenance message sends the member to /error and does not log them out', async () => {
    answerAll('bff', MAINTENANCE, 503);
    await bffApi()
      .get('user/shopping-carts')
      .json()
      .catch(() => undefined);
    expect(pageLoads()).toEqual(['http://localhost/error']);
    expect(lost).toBe(0);
  });

  it('a 503 of the BFF without the code (the company API down) is still a lost session, and no visit to /error', async () => {
    answerAll('bff', { message: '無法連線至伺服器，請稍後再試' }, 503);
    await bffApi()
      .get('user/shopping-carts')
      .json()
      .catch(() => undefined);
    expect(lost).toBe(1);
    expect(pageLoads()).toEqual([]);
  });
});

describe('sendToMaintenanceOnce', () => {
  it('navigates the first time only, and never away from /error itself', () => {
    const tab = { pathname: '/home', assign: jest.fn() };
    const session = new MemoryStorage() as unknown as Storage;
    expect(sendToMaintenanceOnce(tab, session)).toBe(true);
    expect(sendToMaintenanceOnce(tab, session)).toBe(false);
    expect(tab.assign).toHaveBeenCalledTimes(1);

    const onError = { pathname: '/error', assign: jest.fn() };
    const fresh = new MemoryStorage() as unknown as Storage;
    expect(sendToMaintenanceOnce(onError, fresh)).toBe(false);
    expect(onError.assign).not.toHaveBeenCalled();
    expect(fresh.getItem(MAINTENANCE_SHOWN_KEY)).toBe('1');
  });

  it('still sends the user on when the browser refuses session storage', () => {
    const tab = { pathname: '/home', assign: jest.fn() };
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(sendToMaintenanceOnce(tab, refusing)).toBe(true);
  });
});

describe('server-side calls', () => {
  it('the ApiError of the maintenance message carries the digest the error boundaries look for', async () => {
    const error = await ApiError.from(HttpResponse.json(MAINTENANCE, { status: 503 }));
    expect(error.digest).toBe('SITE_MAINTENANCE');
    expect((await ApiError.from(HttpResponse.json({ message: 'x' }, { status: 503 }))).digest).toBeUndefined();
  });
});
