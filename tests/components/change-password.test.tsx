/** @jest-environment #jsdom-page-environment */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ChangeFlow } from '@/components/member/change-flow';
import { offContract } from '../support/mocked-answers';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { renderPage } from '../support/render-page';

/**
 * /member/change's first PUT user/change-password on an API that sends a code (decision 0032) and on one that changes
 * the password at once (issue 50, D23; docs/api-contract.md "Where the spec is silent or says two things: the shop's readings").
 */
const network = mockNetwork();

async function submitPasswords(answer: Record<string, unknown>) {
  server.use(
    http.get('/api/bff/users', () =>
      HttpResponse.json(contractAnswer('GET users', { data: { id: 9, identity_card: 'A123456789' } })),
    ),
    http.put('/api/bff/user/change-password', () =>
      'data' in answer
        ? offContract(HttpResponse.json(answer), "the spec's answer, not shown (D23): a phone number under data")
        : HttpResponse.json(contractAnswer('PUT user/change-password', answer)),
    ),
  );
  renderPage(<ChangeFlow />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('舊密碼'), 'demo2026');
  await user.type(screen.getByLabelText('新密碼'), 'newpass2026');
  await user.type(screen.getByLabelText('確認新密碼'), 'newpass2026');
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  await network.settled();
}

it.each([
  ['the embedded API’s', { message: '驗證碼已發送', phone_number: '0912***678', otp_required: true }],
  ['a phone number alone', { message: 'OK', phone_number: '0912***678' }],
  ['a message naming the code', { message: '簡訊驗證碼已寄出' }],
  ['a phone number under data', { data: { phone_number: '0912***678' } }],
])('a code sent (%s answer): the code is asked for', async (_, answer) => {
  await submitPasswords(answer);
  expect(screen.getByLabelText('驗證碼')).toBeInTheDocument();
  expect(screen.queryByText('密碼已變更。')).not.toBeInTheDocument();
});

it.each([
  ['a message', { message: '密碼已變更' }],
  ['nothing', {}],
])('the password changed at the first PUT (%s answered): done, no code asked for', async (_, answer) => {
  await submitPasswords(answer);
  expect(screen.getByRole('status')).toHaveTextContent('密碼已變更。');
  expect(screen.queryByLabelText('驗證碼')).not.toBeInTheDocument();
  expect(network.sent('PUT /api/bff/user/change-password')).toHaveLength(1);
});
