/** @jest-environment #jsdom-page-environment */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SessionNotices } from '@/components/member/session-notices';
import { announceSessionLost } from '@/lib/api/session-events';
import { mockNetwork, server } from '../support/network';

const network = mockNetwork();

/** What happened, in order: the session route's logout (it revokes the token and clears the cookie) and the navigation. */
const steps: string[] = [];
const replace = jest.fn((path: string) => void steps.push(`replace ${path}`));
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

describe('the forced-logout notice (spec-coverage “Members: session and screens”)', () => {
  it('appears when the member client announces a lost session, once, and its confirm clears the storage and opens the login page', async () => {
    server.use(
      http.post('/api/session/logout', () => {
        steps.push('logout');
        return HttpResponse.json({ message: '登出成功' });
      }),
    );
    window.localStorage.setItem('tocin-checkout-lines', '[]');
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
    expect(window.localStorage.length).toBe(0);
    // A real logout first (the member once landed on login still signed in, and was sent home).
    expect(steps).toEqual(['logout', 'replace /member/login']);
    expect(network.sent('POST /api/session/logout')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
