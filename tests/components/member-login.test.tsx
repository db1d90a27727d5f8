/** @jest-environment #jsdom-page-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginForm } from '@/components/member/login-form';
import { loginNotice, runningPop } from '@/lib/domain/member-login';
import type { LoginPop, Member } from '@/lib/contract/types';
import { loginPop, member as memberSchema } from '@/lib/contract/schema/member';
import { contractAnswer, contractFixture, type DeepPartial } from '../support/contract-fixture';
import { offContract } from '../support/mocked-answers';
import { later, mockNetwork, refusal, server, signIn, signOut } from '../support/network';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const network = mockNetwork();

const member = (overrides: DeepPartial<Member> = {}): Member =>
  contractFixture(memberSchema, {
    id: 9,
    identity_card: 'A123456789',
    credit_audit: null,
    exited_at: null,
    created_at: '2019-04-01 09:30:00',
    expiry_day: '2027-12-31',
    renewal_expiry_date: '2026-12-31',
    pv: null,
    ...overrides,
  });

/** The login call answers with the member (POST /api/session/login), or refuses. */
function loginAnswers(outcome: Member | { refusal: ReturnType<typeof refusal>; status: number } | 'dropped') {
  if (outcome === 'dropped') server.use(http.post('/api/session/login', () => HttpResponse.error()));
  else if ('refusal' in outcome)
    server.use(
      http.post('/api/session/login', () => {
        const answer = HttpResponse.json(outcome.refusal, { status: outcome.status });
        // 4001, 4002 and 40042 are other calls' codes: the screen's catalogue names every code of the spec.
        return [4001, 4002, 40042].includes(outcome.refusal.status_from_backend ?? 0)
          ? offContract(answer, 'a code of the spec that POST login never gives')
          : answer;
      }),
    );
  else
    server.use(
      http.post('/api/session/login', () => {
        signIn(); // the browser keeps the session's cookies
        return HttpResponse.json({ data: outcome });
      }),
    );
}

/** What login requests for the member at once (lib/hooks/member-data.ts), each asked once. */
const MEMBER_DATA = [
  'GET /api/bff/user/shopping-carts',
  'GET /api/bff/user/favorites',
  'GET /api/bff/user/characters',
  'GET /api/bff/orders/search',
] as const;
const memberDataRequests = () => MEMBER_DATA.map((route) => network.sent(route).length);

/** Created this year: no notice pop-up opens without a notice (spec-coverage “Members: session and screens”), so login goes straight on. */
const THIS_YEAR = `${new Date().getFullYear()}-01-02 10:00:00`;

beforeEach(() => {
  replace.mockReset();
  server.use(
    http.get('/api/web/login-pops', () => HttpResponse.json(contractAnswer('GET login-pops', { data: [] }))),
    http.get('/api/web/system-rights', () => HttpResponse.json(contractAnswer('GET system-rights', { data: [] }))),
    http.get('/api/web/video-resources', () =>
      HttpResponse.json(
        contractAnswer('GET video-resources', {
          data: [{ title: '續約說明影片', video: 'https://video.example/renewal', video_alt: '續約流程' }],
        }),
      ),
    ),
    http.post('/api/session/logout', () => HttpResponse.json({ message: '登出成功' })),
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: [], removed: [] })),
    ),
    http.get('/api/bff/user/favorites', () => HttpResponse.json(contractAnswer('GET user/favorites', { data: [] }))),
    http.get('/api/bff/user/characters', () => HttpResponse.json(contractAnswer('GET user/characters', { data: [] }))),
    http.get('/api/bff/orders/search', () => HttpResponse.json(contractAnswer('GET orders/search', { data: [] }))),
  );
  window.localStorage.clear();
  window.history.replaceState(null, '', '/member/login');
  signOut();
});

async function submit(username = 'A123456789', password = 'demo2026') {
  const user = userEvent.setup();
  render(<LoginForm />);
  await user.type(screen.getByLabelText('帳號'), username);
  await user.type(screen.getByLabelText('密碼'), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('login errors (spec-coverage “Members: session and screens”)', () => {
  it.each([
    [{ refusal: refusal('x', 4001), status: 403 }, '帳號有效期限已過，請洽客服人員'],
    [{ refusal: refusal('x', 4002), status: 403 }, '您已完成首次登入，請直接使用密碼登入'],
    [{ refusal: refusal('x', 4003), status: 403 }, '尚未完成開通，請先進行首次登入'],
    [{ refusal: refusal('x', 4004), status: 403 }, '帳號或密碼錯誤'],
    [{ refusal: refusal('x', 4005), status: 403 }, '您的傳銷權資格已退出，需先辦理重新入會'],
    [{ refusal: refusal('x', 40041), status: 429 }, '登入嘗試過於頻繁，請於一分鐘後再試'],
    [{ refusal: refusal('x', 42901), status: 429 }, '此網路位址的請求過於頻繁，請於 10 分鐘後再試'],
    [{ refusal: refusal('x', 40042), status: 422 }, '舊密碼錯誤'],
    [{ refusal: refusal('x'), status: 404 }, '查無此帳號'],
    [{ refusal: refusal('x'), status: 500 }, '登入失敗'],
    ['dropped' as const, '登入失敗'],
  ])('%p shows its message, clears and marks both inputs, and clears local storage', async (error, message) => {
    window.localStorage.setItem('something', '1');
    loginAnswers(error);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('帳號')).toHaveValue('');
    expect(screen.getByLabelText('密碼')).toHaveValue('');
    expect(window.localStorage.length).toBe(0);
    expect(screen.getByLabelText('帳號')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('密碼')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a sign-in answered but whose cookies the browser did not keep says so, and goes nowhere (issue 51)', async () => {
    server.use(http.post('/api/session/login', () => HttpResponse.json({ data: member({ created_at: THIS_YEAR }) })));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '登入未完成：瀏覽器沒有保存登入狀態。請允許本網站使用 Cookie，或改用 https 網址後再登入。',
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('required fields give the spec messages and call nothing', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('請填寫身分證字號或管理編號')).toBeInTheDocument();
    expect(screen.getByText('請填寫密碼')).toBeInTheDocument();
    expect(network.sent('POST /api/session/login')).toHaveLength(0);
  });
});

describe('login', () => {
  it('links to 忘記密碼 (/member/forgot) and 首次登入 (/member/register)', () => {
    render(<LoginForm />);
    expect(screen.getByRole('link', { name: '忘記密碼' })).toHaveAttribute('href', '/member/forgot');
    expect(screen.getByRole('link', { name: '首次登入' })).toHaveAttribute('href', '/member/register');
  });

  it('strips full-width characters from the password as typed', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('密碼'), 'ａｂc１2中');
    expect(screen.getByLabelText('密碼')).toHaveValue('c2');
  });

  it('disables the button while submitting', async () => {
    const login = later();
    server.use(http.post('/api/session/login', login.reply));
    await submit();
    expect(screen.getByRole('button', { name: '登入中…' })).toBeDisabled();
    signIn();
    login.answer({ data: member({ created_at: THIS_YEAR }) });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
  });

  it('goes to the remembered same-site path, never elsewhere', async () => {
    window.history.replaceState(null, '', '/member/login?redirect=%2Fmember%2Faddress');
    loginAnswers(member({ created_at: THIS_YEAR }));
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/member/address'));
  });

  it('after login the cart, favourites and charts are requested together, once (spec-coverage “Members: session and screens”)', async () => {
    loginAnswers(member({ created_at: THIS_YEAR }));
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
    expect(memberDataRequests()).toEqual([1, 1, 1, 1]);
  });

  it('a suspended member loads nothing', async () => {
    loginAnswers(member({ credit_audit: 'N' }));
    await submit();
    await screen.findByRole('alertdialog');
    expect(memberDataRequests()).toEqual([0, 0, 0, 0]);
  });

  it('ignores a remembered path on another site', async () => {
    window.history.replaceState(null, '', '/member/login?redirect=https%3A%2F%2Fevil.example');
    loginAnswers(member({ created_at: THIS_YEAR }));
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
  });

  it.each(['N', 'X', 'Z'])(
    'credit_audit %s: suspension popup with the service phone, logout, then home',
    async (audit) => {
      server.use(
        http.get('/api/web/system-rights', () =>
          HttpResponse.json(contractAnswer('GET system-rights', { data: [{ telphone: '04-2358-1234' }] })),
        ),
      );
      loginAnswers(member({ credit_audit: audit }));
      const user = await submit();
      const popup = await screen.findByRole('alertdialog', {
        name: '很抱歉,暫停您的網路購物且無法登入，造成不便，敬請見諒',
      });
      expect(popup).toHaveTextContent('如有問題請洽客服專線04-2358-1234');
      expect(network.sent('POST /api/session/logout')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: '確定' }));
      expect(replace).toHaveBeenCalledWith('/home');
    },
  );

  it('an exited member is logged out with the exit message', async () => {
    loginAnswers(member({ exited_at: '2025-06-30 17:00:00' }));
    await submit();
    expect(
      await screen.findByRole('alertdialog', { name: '您的傳銷權資格已退出，需先辦理重新入會' }),
    ).toBeInTheDocument();
    expect(network.sent('POST /api/session/logout')).toHaveLength(1);
  });

  it('clears saved checkout data and shows the notice pop-up before going on', async () => {
    window.localStorage.setItem('checkout-step2', '{}');
    window.localStorage.setItem('font-size', '18');
    server.use(
      http.get('/api/web/login-pops', () =>
        HttpResponse.json(
          contractAnswer('GET login-pops', {
            data: [{ id: 1, status: 1, type: 'text', title: '會員公告', content: '<p>請留意<b>有效期限</b></p>' }],
          }),
        ),
      ),
    );
    loginAnswers(member());
    const user = await submit();
    const notice = await screen.findByRole('alertdialog', { name: '會員公告' });
    expect(notice).toHaveTextContent('請留意有效期限');
    expect(window.localStorage.getItem('checkout-step2')).toBeNull();
    expect(window.localStorage.getItem('font-size')).toBe('18');
    expect(replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(replace).toHaveBeenCalledWith('/home');
  });
});

describe('notice pop-up rules (spec-coverage “Members: session and screens”)', () => {
  const pop = contractFixture(loginPop, { id: 1, status: 1, type: 'text', content: 'x' });
  const old = member({ created_at: '2019-04-01 09:30:00', pv: { year_pv: 7850 } });
  const fresh = member({ created_at: '2026-02-01 10:00:00' });

  it('opens for a running notice; months 1–8 carry the expiry message', () => {
    expect(loginNotice(old, pop, { year: 2026, month: 3 }, '2026-04-30')?.memberMessage).toContain(
      '請於 2026-04-30 前完成續約',
    );
  });
  it('months 9–12 carry the year-PV message', () => {
    expect(loginNotice(old, pop, { year: 2026, month: 9 }, null)?.memberMessage).toContain('7,850');
  });
  it('members created this year see no member message', () => {
    expect(loginNotice(fresh, pop, { year: 2026, month: 9 }, null)).toEqual({ pop, memberMessage: null });
  });
  it('exited members get the exit message', () => {
    expect(
      loginNotice(member({ exited_at: '2025-01-01 00:00:00' }), pop, { year: 2026, month: 5 }, null)?.memberMessage,
    ).toBe('您的傳銷權資格已退出，需先辦理重新入會');
  });
  it('without a notice it opens only in November and December, for members not created that year', () => {
    expect(loginNotice(old, null, { year: 2026, month: 10 }, null)).toBeNull();
    expect(loginNotice(old, null, { year: 2026, month: 11 }, null)).not.toBeNull();
    expect(loginNotice(fresh, null, { year: 2026, month: 12 }, null)).toBeNull();
  });
});

describe('which notice runs (M §4: status 1, or status 2 inside its window), whatever the API sent', () => {
  const notice = (fields: Partial<LoginPop>) =>
    contractFixture(loginPop, { id: 1, type: 'text', content: 'x', ...fields });
  const NOW = '2026-12-07 10:00:00';

  it('status 1 runs; status 0 or any other never', () => {
    expect(runningPop(notice({ status: 1 }), NOW)).not.toBeNull();
    expect(runningPop(notice({ status: 0 }), NOW)).toBeNull();
    expect(runningPop(notice({ status: 3 }), NOW)).toBeNull();
    expect(runningPop(null, NOW)).toBeNull();
  });
  it('status 2 runs from published_at to finished_at only', () => {
    const window = { status: 2, published_at: '2026-12-01 00:00:00', finished_at: '2026-12-31 23:59:59' };
    expect(runningPop(notice(window), NOW)).not.toBeNull();
    expect(runningPop(notice({ ...window, published_at: '2026-12-08 00:00:00' }), NOW)).toBeNull();
    expect(runningPop(notice({ ...window, finished_at: '2026-12-06 23:59:59' }), NOW)).toBeNull();
    expect(runningPop(notice({ status: 2, published_at: null, finished_at: null }), NOW)).not.toBeNull();
  });

  it('a switched-off notice the API still answers does not pop up at login', async () => {
    server.use(
      http.get('/api/web/login-pops', () =>
        HttpResponse.json(
          contractAnswer('GET login-pops', {
            data: [{ id: 1, status: 0, type: 'text', title: '已下架公告', content: '<p>舊公告</p>' }],
          }),
        ),
      ),
    );
    loginAnswers(member({ created_at: THIS_YEAR }));
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
    expect(screen.queryByRole('alertdialog', { name: '已下架公告' })).not.toBeInTheDocument();
  });

  it('a status-2 notice whose window ended, with the spec’s slashed dates, does not pop up either', async () => {
    server.use(
      http.get('/api/web/login-pops', () =>
        HttpResponse.json(
          contractAnswer('GET login-pops', {
            data: [
              {
                id: 2,
                status: 2,
                type: 'text',
                title: '過期公告',
                content: '<p>已結束</p>',
                published_at: '2020/01/01 00:00:00',
                finished_at: '2020/01/31 23:59:59',
              },
            ],
          }),
        ),
      ),
    );
    loginAnswers(member({ created_at: THIS_YEAR }));
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/home'));
    expect(screen.queryByRole('alertdialog', { name: '過期公告' })).not.toBeInTheDocument();
  });
});

describe('video notice', () => {
  it('plays the video-resources entry whose title is the notice content', async () => {
    server.use(
      http.get('/api/web/login-pops', () =>
        HttpResponse.json(
          contractAnswer('GET login-pops', {
            data: [{ id: 2, status: 2, type: 'video', title: '續約說明影片', content: '續約說明影片' }],
          }),
        ),
      ),
    );
    loginAnswers(member());
    await submit();
    await screen.findByRole('alertdialog', { name: '續約說明影片' });
    expect(screen.getByTitle('續約流程')).toHaveAttribute('src', 'https://video.example/renewal');
  });
});
