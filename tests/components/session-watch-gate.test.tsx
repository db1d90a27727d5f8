/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { SessionWatchGate } from '@/components/member/session-watch-gate';

/*
 * The session watch loads only once a member is known (a visitor's first load carries none of it),
 * and a session loss announced before it arrived still raises the forced-logout notice.
 */
const signedIn = jest.fn(() => false);
jest.mock('@/lib/hooks/use-signed-in', () => ({ useSignedIn: () => signedIn(), isSignedIn: () => signedIn() }));
jest.mock('@/components/member/session-watch', () => ({
  SessionWatch: function SessionWatchStub() {
    return <p>session watch</p>;
  },
}));

beforeEach(() => {
  delete document.documentElement.dataset.sessionWatch;
  signedIn.mockReturnValue(false);
});

describe('the session watch gate', () => {
  it("a visitor's page renders no watch and is marked watched from hydration", async () => {
    const { queryByText } = render(<SessionWatchGate />);
    expect(queryByText('session watch')).toBeNull();
    expect(document.documentElement.dataset.sessionWatch).toBe('visitor');
  });

  it("a member's page renders the watch, which marks the page itself once loaded", async () => {
    signedIn.mockReturnValue(true);
    const { findByText } = render(<SessionWatchGate />);
    expect(await findByText('session watch')).toBeInTheDocument();
    expect(document.documentElement.dataset.sessionWatch).toBeUndefined();
  });

  it('keeps the watch after the member signs out, so the logout notice can show', async () => {
    signedIn.mockReturnValue(true);
    const { findByText, getByText, rerender } = render(<SessionWatchGate />);
    await findByText('session watch');
    signedIn.mockReturnValue(false);
    rerender(<SessionWatchGate />);
    expect(getByText('session watch')).toBeInTheDocument();
  });
});

describe('a session lost before the watch loaded', () => {
  // Each in modules of its own: the session state reads the latch when it loads.
  it('raises the forced-logout notice when the session state arrives', async () => {
    await jest.isolateModulesAsync(async () => {
      const { SESSION_LOST_EVENT } = await import('@/lib/api/session-events');
      await import('@/lib/state/session-lost-latch');
      act(() => void window.dispatchEvent(new Event(SESSION_LOST_EVENT)));
      const { forcedLogoutAtom, sessionStore } = await import('@/lib/state/session');
      expect(sessionStore.get(forcedLogoutAtom)).toBe(true);
    });
  });

  it('nothing lost, no notice', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('@/lib/state/session-lost-latch');
      const { forcedLogoutAtom, sessionStore } = await import('@/lib/state/session');
      expect(sessionStore.get(forcedLogoutAtom)).toBe(false);
    });
  });
});
