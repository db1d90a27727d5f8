/** @jest-environment #jsdom-page-environment */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SessionWatch } from '@/components/member/session-watch';
import { SESSION_MESSAGES } from '@/components/member/session-messages';
import { IDLE_LIMIT_MS } from '@/lib/hooks/use-idle-logout';
import { useLogout } from '@/lib/hooks/use-logout';
import { useMember } from '@/lib/hooks/use-member';
import { logoutNoticeAtom, sessionStore } from '@/lib/state/session';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server, signIn, signOut } from '../support/network';
import { renderPage } from '../support/render-page';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));

// Everything runs as on the page: the watch, its idle clock, useLogout, sessionApi() and ky; the
// requests end at the session routes (/api/session), answered here as they answer.
const network = mockNetwork();
/** Every request the page sent, as method and path. */
const requests = () => network.sent().map(({ route, url }) => `${route.split(' ')[0]} ${url.pathname}`);

beforeEach(() => {
  jest.useFakeTimers();
  sessionStore.set(logoutNoticeAtom, null);
  signIn();
  server.use(http.post('/api/session/logout', () => HttpResponse.json({ message: '登出成功' })));
});
afterEach(() => {
  jest.useRealTimers();
  signOut();
});

const idleFor = async (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('idle logout revokes the token (spec-coverage “Members: session and screens”: logout ends the session)', () => {
  it('after 900 s without mouse or key, POSTs /api/session/logout (the route that has the API revoke the token), then shows the idle notice', async () => {
    renderPage(<SessionWatch />);
    // The mark e2e tests wait for before they move the clock: set once the idle timer runs.
    expect(document.documentElement.dataset.sessionWatch).toBe('member');
    await idleFor(IDLE_LIMIT_MS - 1_000);
    expect(requests()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await idleFor(1_000);
    expect(requests()).toEqual(['POST /api/session/logout']);
    expect(await screen.findByRole('alertdialog', { name: SESSION_MESSAGES.idle })).toBeInTheDocument();
  });

  it('the logout clears the checkout draft kept in local storage (spec-coverage “Checkout pages”)', async () => {
    window.localStorage.setItem('tocin-checkout-lines', '[{"cart_id":1}]');
    window.localStorage.setItem('tocin-checkout-reached', '3');
    renderPage(<SessionWatch />);
    await idleFor(IDLE_LIMIT_MS);
    expect(await screen.findByRole('alertdialog', { name: SESSION_MESSAGES.idle })).toBeInTheDocument();
    expect(window.localStorage.getItem('tocin-checkout-lines')).toBeNull();
    expect(window.localStorage.getItem('tocin-checkout-reached')).toBeNull();
  });

  it('activity keeps the member signed in: nothing is sent', async () => {
    renderPage(<SessionWatch />);
    await idleFor(IDLE_LIMIT_MS - 60_000);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await idleFor(IDLE_LIMIT_MS - 1_000);
    expect(requests()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('logout (spec-coverage “Members: session and screens”)', () => {
  function Probe() {
    const { data } = useMember();
    const logout = useLogout();
    return (
      <>
        <p data-testid="member">{data?.name ?? '—'}</p>
        <button type="button" onClick={() => void logout()}>
          登出
        </button>
      </>
    );
  }

  it('clears local storage and the cached member data, then raises the logout notice', async () => {
    jest.useRealTimers();
    server.use(
      http.get('/api/bff/users', () => HttpResponse.json(contractAnswer('GET users', { data: { name: '王小明' } }))),
    );
    window.localStorage.setItem('checkout-draft', '{"x":1}');
    renderPage(<Probe />);
    expect(await screen.findByText('王小明')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '登出' }));
    expect(await screen.findByTestId('member')).toHaveTextContent('—');
    expect(window.localStorage.length).toBe(0);
    expect(requests()).toEqual(['GET /api/bff/users', 'POST /api/session/logout']);
    expect(sessionStore.get(logoutNoticeAtom)).toBe('logout');
  });
});
