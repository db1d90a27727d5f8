/** @jest-environment #jsdom-page-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { computeFortune } from '@/backend/services/fortune';
import { PaymentForm } from '@/components/checkout/step-three/payment-form';
import { AccountView } from '@/components/member/account-view';
import { RegisterFlow } from '@/components/member/register-flow';
import { NatalChartManager } from '@/components/natal-chart/natal-chart-manager';
import type { PaymentMethod } from '@/lib/contract/types';
import { EMPTY_PAYMENT } from '@/lib/domain/checkout/payment';
import { useRemittanceDays } from '@/lib/hooks/use-shop-settings';
import { chart } from '../support/cart-fixtures';
import { member } from '@/lib/contract/schema/member';
import { contractAnswer, contractFixture } from '../support/contract-fixture';
import { offContract } from '../support/mocked-answers';
import { solarChartFortuneQuery } from '../support/member-records';
import { mockNetwork, server } from '../support/network';
import { renderPage } from '../support/render-page';

/*
 * The member's pages against a company API that answers in the forms the spec shows or leaves open
 * (docs/api-contract.md
 * "Where the spec is silent or says two things: the shop's readings"), through the real hooks and clients.
 */

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const network = mockNetwork();
/** The member a first login's reset answers (PUT reset-password's `user`). */
const resetUser = contractFixture(member, { id: 9, identity_card: 'A123456789' });
/** Why an answer here is outside the contract: a form the spec shows or leaves open, which the shop reads too. */
const SPEC_FORM = "a form of the spec's the shop reads (docs/api-contract.md, the shop's readings)";

it('a natal chart whose result came as a JSON string shows its analysis', async () => {
  const result = computeFortune(solarChartFortuneQuery);
  server.use(
    http.get('/api/bff/user/characters', () =>
      offContract(
        HttpResponse.json([{ ...chart({ id: 1, name: '王小明' }), result: JSON.stringify(result) }]),
        SPEC_FORM,
      ),
    ),
    http.get('/api/bff/users', () =>
      offContract(HttpResponse.json(contractFixture(member, { id: 9, character_auth: 'Y' })), SPEC_FORM),
    ),
  );
  renderPage(<NatalChartManager />);
  expect(await screen.findByText(`日主：${result.personal}`)).toBeInTheDocument();
  await network.settled();
});

/** Step 3's form fed by the real remittance-days hook. */
function AtmDates() {
  const days = useRemittanceDays();
  if (!days.data) return null;
  return (
    <PaymentForm
      methods={[{ id: 4, name: 'ATM 轉帳', code: 'ATM', content: '', max_installment: 0 } as PaymentMethod]}
      days={days.data}
      initial={EMPTY_PAYMENT}
      totals={{ goods: 2_900, shipping: 100, total: 3_000, pv: 100 }}
      productNumbers={['04001']}
      postalCode="407"
      onChange={jest.fn()}
      onNext={jest.fn()}
    />
  );
}

it.each([
  ['plain dates, one slashed', ['2026-11-24', '2026/11/25']],
  [
    'records with day, under data',
    {
      data: [
        { id: 1, day: '2026-11-24' },
        { id: 2, day: '2026/11/25' },
      ],
    },
  ],
])('step 3 offers the remittance dates answered as %s', async (_form, body) => {
  server.use(http.get('/api/web/remittance-days', () => offContract(HttpResponse.json(body), SPEC_FORM)));
  renderPage(<AtmDates />);
  await userEvent.setup().click(await screen.findByRole('radio', { name: /^ATM 轉帳/ }));
  const options = within(screen.getByRole('combobox', { name: '匯款日期' })).getAllByRole('option');
  expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
    ['', '請選擇付款日期'],
    ['2026-11-24', '2026/11/24'],
    ['2026-11-25', '2026/11/25'],
  ]);
});

it('PUT user answered without the member: the profile is read again, never written as undefined', async () => {
  let reads = 0;
  server.use(
    http.get('/api/bff/users', () => {
      reads += 1;
      return offContract(
        HttpResponse.json(
          contractFixture(member, {
            id: 9,
            name: '林志明',
            email: reads === 1 ? 'old@example.com' : 'new@example.com',
          }),
        ),
        SPEC_FORM,
      );
    }),
    http.put('/api/bff/user', () => offContract(HttpResponse.json({ message: '更新成功' }), SPEC_FORM)),
  );
  renderPage(<AccountView />);
  const user = userEvent.setup();
  const email = await screen.findByLabelText('電子信箱');
  await user.clear(email);
  await user.type(email, 'new@example.com');
  await user.type(screen.getByLabelText('確認電子信箱'), 'new@example.com');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  expect(await screen.findByText('電子信箱已更新')).toBeInTheDocument();
  await waitFor(() => expect(reads).toBe(2));
  expect(screen.getByText('林志明')).toBeInTheDocument();
  await network.settled();
});

it.each([
  ['whose reset answer held no usable token', { message: '密碼已更新', user: resetUser, signed_in: false }],
  // issue 51: the route made a session, but the browser kept no cookie of it (a Secure one over plain http)
  ['whose session cookie the browser did not keep', { message: '密碼已更新', user: resetUser, signed_in: true }],
])('first login %s: no 您已登入, the member is sent to log in', async (_, answer) => {
  server.use(
    http.post('/api/web/login', () =>
      HttpResponse.json(contractAnswer('POST login?_first', { message: '簡訊已發送', phone_number: '0912***678' })),
    ),
    http.post('/api/web/otp/check', () =>
      HttpResponse.json(contractAnswer('POST otp/check', { reset_token: 'reset-1' })),
    ),
    http.post('/api/session/first-login', () => HttpResponse.json(answer)),
  );
  renderPage(<RegisterFlow termsHtml={null} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('帳號'), 'A123456789');
  await user.type(screen.getByLabelText('預設密碼'), '19900517');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.type(await screen.findByLabelText('OTP 驗證碼'), '123456');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.type(await screen.findByLabelText('新密碼'), 'newpass123');
  await user.type(screen.getByLabelText('確認新密碼'), 'newpass123');
  await user.click(screen.getByRole('button', { name: '確認送出' }));
  expect(await screen.findByText('開通完成，密碼已設定。請以新密碼登入會員。')).toBeInTheDocument();
  expect(screen.queryByText(/您已登入/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/member/login');
  await network.settled();
});
