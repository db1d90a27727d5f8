/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { SessionNotices } from '@/components/member/session-notices';
import { announceSessionLost } from '@/lib/api/session-events';
import { clearMemberStorage } from '@/lib/hooks/use-logout';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));
// ky (ESM only) cannot load under Jest, and the notice needs none of the client: the client's half
// (a 401 or a network failure announces the lost session) is proved by e2e member-session.spec.ts.
jest.mock('@/lib/hooks/use-logout', () => ({ clearMemberStorage: jest.fn() }));
// The session route's logout: it revokes the token and clears the cookie before the login page opens.
const steps: string[] = [];
const logout = jest.fn(async () => void steps.push('logout'));
jest.mock('@/lib/api/member-browser', () => ({ sessionApi: () => ({ post: (path: string) => (path === 'logout' ? logout() : Promise.reject(new Error(path))) }) }));
replace.mockImplementation((path: string) => steps.push(`replace ${path}`));

describe('the forced-logout notice (spec-coverage “Sessions and sign-in under abuse”)', () => {
  it('appears when the member client announces a lost session, once, and its confirm clears the storage and opens the login page', async () => {
    render(<SessionNotices />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      announceSessionLost();
      announceSessionLost();
    });
    expect(await screen.findAllByRole('alertdialog', { name: '網站資料已重置' })).toHaveLength(1);
    expect(screen.getByText('您已被登出，請重新登入。')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '我知道了' }).click());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/login'));
    expect(clearMemberStorage).toHaveBeenCalledTimes(1);
    // A real logout first (issue: the member landed on login still signed in, and was sent home).
    expect(steps).toEqual(['logout', 'replace /member/login']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
