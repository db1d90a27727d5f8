/** @jest-environment #jsdom-page-environment */
import { SESSION_LOST_EVENT } from '@/lib/api/session-events';
import { abortedCall, lostByResponse, lostByStatus, recheckAfterNetworkFailure } from '@/lib/api/session-loss';

const answer = (body: object) => Promise.resolve({ ok: true, json: async () => body });

describe('when a member call means the session is lost (spec-coverage “Members: session and screens”)', () => {
  let lost = 0;
  const count = () => (lost += 1);
  beforeEach(() => {
    lost = 0;
    window.addEventListener(SESSION_LOST_EVENT, count);
  });
  afterEach(() => window.removeEventListener(SESSION_LOST_EVENT, count));

  it('a 401, or the company API down behind the BFF (502, 503, 504); not other refusals', () => {
    expect([401, 502, 503, 504].map(lostByStatus)).toEqual([true, true, true, true]);
    expect([400, 403, 404, 409, 422, 429, 500].map(lostByStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a 5xx the API answered with its own code is an answer, not an outage: 4009, the maintenance message', async () => {
    const json = (status: number, body: object) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    expect(await lostByResponse(json(503, { message: '訂單儲存失敗，請重新訂購', status_from_backend: 4009 }))).toBe(
      false,
    );
    expect(await lostByResponse(json(503, { message: '網站維護中，請稍後再試', status_from_backend: 5030 }))).toBe(
      false,
    );
    expect(await lostByResponse(json(502, { message: '無法連線到會員服務' }))).toBe(true);
    expect(await lostByResponse(new Response('Service Unavailable', { status: 503 }))).toBe(true);
    expect(await lostByResponse(json(401, { message: '請重新登入', status_from_backend: 401 }))).toBe(true);
    expect(await lostByResponse(json(409, { message: '目前商城未開放訂購', status_from_backend: 4006 }))).toBe(false);
  });

  it('a dropped request whose recheck finds the session alive was a blip: the member stays signed in', async () => {
    const fetchImpl = jest.fn(() => answer({ authenticated: true }));
    await recheckAfterNetworkFailure(fetchImpl as unknown as typeof fetch, 0);
    expect(fetchImpl).toHaveBeenCalledWith(`${window.location.origin}/api/session`, { cache: 'no-store' });
    expect(lost).toBe(0);
  });

  it('a dropped request whose recheck fails too, or finds no session: lost', async () => {
    await recheckAfterNetworkFailure(
      (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
      0,
    );
    expect(lost).toBe(1);
    await recheckAfterNetworkFailure((() => answer({ authenticated: false })) as unknown as typeof fetch, 0);
    expect(lost).toBe(2);
  });

  it('an aborted call (its timeout) is no dropped request, whichever realm its fetch is of: nothing to recheck', async () => {
    // This environment's fetch is Node's, its DOMException not the page's: `instanceof DOMException` missed it.
    const aborted = await fetch(`${window.location.origin}/api/bff/orders`, { signal: AbortSignal.abort() }).catch(
      (error: unknown) => error,
    );
    expect(abortedCall(aborted)).toBe(true);
    expect(abortedCall(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(abortedCall(new TypeError('Failed to fetch'))).toBe(false);
    expect(abortedCall(undefined)).toBe(false);
  });
});
