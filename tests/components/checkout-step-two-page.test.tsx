/** @jest-environment #jsdom-page-environment */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { StepTwo } from '@/components/checkout/step-two/step-two';
import { NEW_RECIPIENT } from '@/lib/domain/checkout/details';
import { detailsAtom, reachedAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { savedRecipient } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';
import { answerCheckout, storeDraft } from './checkout-fixture';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: push }),
  usePathname: () => '/member/shopcart/step/2',
}));

const network = mockNetwork();

beforeEach(() => {
  push.mockReset();
  resetCheckoutDraft();
  window.localStorage.clear();
  signIn();
});

it('a typed recipient whose save fails (500) still goes on to step 3 with the typed address (member §8)', async () => {
  answerCheckout();
  server.use(
    http.get('/api/web/offices', () =>
      HttpResponse.json(
        contractAnswer('GET offices', { data: [{ id: 3, code: '03', name: '臺中總公司', is_sales_territory_use: 1 }] }),
      ),
    ),
    http.get('/api/bff/user/general-addresses', () =>
      HttpResponse.json(contractAnswer('GET user/general-addresses', { data: [] })),
    ),
    http.post('/api/bff/user/general-addresses', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  );
  storeDraft();
  const store = getDefaultStore();
  store.set(detailsAtom, { ...store.get(detailsAtom), recipient: NEW_RECIPIENT, save_recipient: true });
  store.set(reachedAtom, 2);
  renderPage(<StepTwo />);
  await userEvent.setup().click(await screen.findByRole('button', { name: '下一步' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/3'));
  expect(network.sent('POST /api/bff/user/general-addresses')).toHaveLength(1);
  expect(store.get(detailsAtom)).toMatchObject({
    recipient: NEW_RECIPIENT,
    address: '市政路1號',
    name: savedRecipient.name,
  });
});
