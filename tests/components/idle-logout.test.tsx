/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { SessionWatch } from '@/components/member/session-watch';
import { SESSION_MESSAGES } from '@/components/member/session-messages';
import { IDLE_LIMIT_MS } from '@/lib/hooks/use-idle-logout';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/session/cookie';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));
// jsdom has no fetch: the transport under the shop's real clients records each call instead. What is
// real is everything above it: the watch, its idle clock, useLogout and sessionApi() (/api/session).
const mockRequests: string[] = [];
jest.mock('@/lib/api/client', () => {
  const fake = ({ prefixUrl }: { prefixUrl: string }) => {
    const call = (method: string) => (path: string) => {
      mockRequests.push(`${method} ${new URL(`${prefixUrl}/${path}`).pathname}`);
      return Promise.resolve({ json: () => Promise.resolve({}) });
    };
    const api = { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE'), extend: () => api };
    return api;
  };
  return { createApi: fake };
});

beforeEach(() => {
  jest.useFakeTimers();
  mockRequests.length = 0;
  sessionStore.set(logoutNoticeAtom, null);
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
});

const idleFor = async (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('idle logout revokes the token (spec-coverage “Sessions and sign-in under abuse”: logout ends the session)', () => {
  it('after 900 s without mouse or key, POSTs /api/session/logout (the route that has the API revoke the token), then shows the idle notice', async () => {
    render(<SessionWatch />);
    await idleFor(IDLE_LIMIT_MS - 1_000);
    expect(mockRequests).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await idleFor(1_000);
    expect(mockRequests).toEqual(['POST /api/session/logout']);
    expect(await screen.findByRole('alertdialog', { name: SESSION_MESSAGES.idle })).toBeInTheDocument();
  });

  it('activity keeps the member signed in: nothing is sent', async () => {
    render(<SessionWatch />);
    await idleFor(IDLE_LIMIT_MS - 60_000);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await idleFor(IDLE_LIMIT_MS - 1_000);
    expect(mockRequests).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
