/** @jest-environment jsdom */
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import SignedInLayout from '@/app/member/(signed-in)/layout';
import { readSessionToken } from '@/lib/session/session';

const redirect = jest.fn((path: string) => {
  throw new Error(`redirect ${path}`);
});
jest.mock('next/navigation', () => ({ redirect: (path: string) => redirect(path) }));
jest.mock('@/lib/session/session', () => ({ readSessionToken: jest.fn() }));
jest.mock('@/components/member/member-shell', () => ({
  MemberShell: ({ children }: { children: React.ReactNode }) => <div data-testid="member-shell">{children}</div>,
}));

/** The layout's session check, run as the server renders it (an async component inside Suspense). */
async function sessionCheck() {
  const layout = SignedInLayout({ children: <p>會員資料</p> }) as ReactElement<{ children: ReactElement }>;
  const check = layout.props.children as ReactElement<object>;
  return (check.type as (props: object) => Promise<ReactElement>)(check.props);
}

describe('member layouts check the session again on the server (spec-coverage “Members: session and screens”)', () => {
  beforeEach(() => redirect.mockClear());

  it('without a live session the layout sends to /member/login, whatever the proxy let through', async () => {
    jest.mocked(readSessionToken).mockResolvedValue(undefined);
    await expect(sessionCheck()).rejects.toThrow('redirect /member/login');
    jest.mocked(readSessionToken).mockRejectedValue(new Error('unreadable cookie'));
    await expect(sessionCheck()).rejects.toThrow('redirect /member/login');
  });

  it('with a live session the page is shown in the member shell', async () => {
    jest
      .mocked(readSessionToken)
      .mockResolvedValue({ token_type: 'Bearer', access_token: 'x', expires_at: Date.now() + 60_000 });
    render(await sessionCheck());
    expect(screen.getByTestId('member-shell')).toHaveTextContent('會員資料');
    expect(redirect).not.toHaveBeenCalled();
  });
});
