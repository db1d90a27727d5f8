/** @jest-environment #jsdom-page-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CartView } from '@/components/checkout/step-one/cart-view';
import type { CartLine } from '@/lib/contract/types';
import type { CartAddInput } from '@/lib/domain/cart/request';
import { resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { chart, chartFortune, line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';

/**
 * The cart page on an API built from the spec, which has no PUT user/shopping-carts/{id} (issue 50, D19; decision
 * 0164): a quantity change and a lucky line's edit are made with POST and DELETE user/shopping-carts.
 */
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const network = mockNetwork();
window.scrollTo = jest.fn();

const crystal = line({
  id: 1,
  product_id: 10,
  product_quantity: 3,
  products: product({ id: 10, name: '白水晶簇', product_number: '02001', quantity: 100, pv: 0 }),
});
const ring = line({
  id: 9,
  product_id: 90,
  is_lucky: 1,
  character_id: 3,
  products: product({ id: 90, name: '本命開運戒指', product_number: '01205', quantity: 999, pv: 0 }),
  ...chartFortune,
  fortune_word: '甲',
  fortune_ring_size: '12.5',
  fortune_finger: 'L4',
});

/** The spec's cart calls over a cart held here; the PUT answers as a path the API does not know. */
function specApi(lines: CartLine[], add: (input: CartAddInput) => Response | undefined = () => undefined) {
  let cart = [...lines];
  let next = 100;
  server.use(
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: cart })),
    ),
    http.put('/api/bff/user/shopping-carts/:id', () => HttpResponse.json({ message: '' }, { status: 404 })),
    http.post('/api/bff/user/shopping-carts', async ({ request }) => {
      const input = (await request.json()) as CartAddInput;
      const refused = add(input);
      if (refused) return refused;
      const quantity = input.product_quantity ?? 1;
      const same = cart.find((item) => item.product_id === input.product_id && !item.is_lucky);
      if (same && !same.is_lucky) {
        cart = cart.map((item) =>
          item === same ? { ...item, product_quantity: item.product_quantity + quantity } : item,
        );
        return HttpResponse.json(
          contractAnswer('POST user/shopping-carts', { data: cart.find((item) => item.id === same.id) }),
        );
      }
      const of = [...lines].find((item) => item.product_id === input.product_id)!;
      const made = { ...of, ...input, id: next++, product_quantity: quantity } as CartLine;
      cart = [...cart, made];
      return HttpResponse.json(contractAnswer('POST user/shopping-carts', { data: made }));
    }),
    http.delete('/api/bff/user/shopping-carts/:id', ({ params }) => {
      cart = cart.filter((item) => String(item.id) !== params.id);
      return HttpResponse.json(contractAnswer('DELETE user/shopping-carts/{id}', { message: '已移除' }));
    }),
    http.get('/api/bff/activities', () => HttpResponse.json(contractAnswer('GET activities', { data: [] }))),
    http.get('/api/bff/users', () => HttpResponse.json(contractAnswer('GET users', { data: {} }))),
    http.get('/api/bff/user/characters', () =>
      HttpResponse.json(contractAnswer('GET user/characters', { data: [chart()] })),
    ),
  );
}

async function showCart() {
  renderPage(<CartView />);
  await screen.findByRole('link', { name: '繼續購物' });
  return userEvent.setup();
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const bodies = (route: Parameters<typeof network.sent>[0]) => network.sent(route).map((request) => request.body);

/** The lucky line's form: 字樣 乙, then 不分期. */
async function editWord(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(rowOf('本命開運戒指')).getByRole('button', { name: '修改訂製資料 本命開運戒指' }));
  const form = await screen.findByRole('dialog', { name: '訂製資料：本命開運戒指' });
  await network.settled();
  await user.selectOptions(within(form).getByRole('combobox', { name: '字樣' }), '乙');
  await user.click(within(form).getByRole('button', { name: '下一步' }));
  await user.click(await within(form).findByRole('button', { name: '不分期' }));
  return form;
}

beforeEach(() => {
  resetCheckoutDraft();
  signIn();
});

it('a quantity up adds the difference with POST user/shopping-carts, and the line shows the new quantity', async () => {
  specApi([crystal, ring]);
  const user = await showCart();
  await user.selectOptions(screen.getByRole('combobox', { name: '白水晶簇 數量' }), '5');
  await waitFor(() =>
    expect(bodies('POST /api/bff/user/shopping-carts')).toEqual([{ product_id: 10, product_quantity: 2 }]),
  );
  await network.settled();
  expect(network.sent('DELETE /api/bff/user/shopping-carts/1')).toEqual([]);
  expect(screen.getByRole('combobox', { name: '白水晶簇 數量' })).toHaveValue('5');
  expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
});

it('a quantity down removes the line and adds it again at the new quantity', async () => {
  specApi([crystal]);
  const user = await showCart();
  await user.selectOptions(screen.getByRole('combobox', { name: '白水晶簇 數量' }), '2');
  await waitFor(() =>
    expect(bodies('POST /api/bff/user/shopping-carts')).toEqual([{ product_id: 10, product_quantity: 2 }]),
  );
  await network.settled();
  expect(network.sent('DELETE /api/bff/user/shopping-carts/1')).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: '白水晶簇 數量' })).toHaveValue('2');
});

it("a lucky line's edit adds the edited line, then removes the old one", async () => {
  specApi([crystal, ring]);
  const user = await showCart();
  await editWord(user);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await network.settled();
  expect(bodies('POST /api/bff/user/shopping-carts')).toEqual([
    {
      product_id: 90,
      product_quantity: 1,
      is_installment: 0,
      character_id: 3,
      ...chartFortune,
      fortune_word: '乙',
      fortune_ring_size: '12.5',
      fortune_finger: 'L4',
    },
  ]);
  expect(network.routes().filter((route) => /^(POST|DELETE) /.test(route))).toEqual([
    'POST /api/bff/user/shopping-carts',
    'DELETE /api/bff/user/shopping-carts/9',
  ]);
  expect(within(rowOf('本命開運戒指')).getByText('乙')).toBeInTheDocument();
  expect(screen.getAllByRole('row', { name: /本命開運戒指/ })).toHaveLength(1);
});

it("a refused lucky edit keeps the line: nothing is removed and the form says the API's message", async () => {
  specApi([ring], () => HttpResponse.json(refusal('請選擇戒圍'), { status: 422 }));
  const user = await showCart();
  const form = await editWord(user);
  expect(await within(form).findByRole('alert')).toHaveTextContent('請選擇戒圍');
  expect(network.sent('DELETE /api/bff/user/shopping-carts/9')).toEqual([]);
  await user.click(within(form).getByRole('button', { name: '取消' }));
  expect(within(rowOf('本命開運戒指')).getByText('甲')).toBeInTheDocument();
});

it('a 405 (the path known with another method) is the same; out of stock is refused as the PUT refuses it', async () => {
  specApi([crystal, ring], (input) =>
    input.product_id === 90
      ? HttpResponse.json({ message: '庫存不足', data: { product_id: 90, out_of_stock: 1 } })
      : undefined,
  );
  server.use(http.put('/api/bff/user/shopping-carts/:id', () => HttpResponse.json({}, { status: 405 })));
  const user = await showCart();
  await user.selectOptions(screen.getByRole('combobox', { name: '白水晶簇 數量' }), '4');
  await waitFor(() =>
    expect(bodies('POST /api/bff/user/shopping-carts')).toEqual([{ product_id: 10, product_quantity: 1 }]),
  );
  const form = await editWord(user);
  expect(await within(form).findByRole('alert')).toHaveTextContent('本命開運戒指 庫存不足');
  expect(network.sent('DELETE /api/bff/user/shopping-carts/9')).toEqual([]);
});

it("the PUT's own 404 (查無此購物車商品: an API with the call, the line gone) is shown, not made with POST", async () => {
  specApi([crystal]);
  server.use(
    http.put('/api/bff/user/shopping-carts/:id', () => HttpResponse.json(refusal('查無此購物車商品'), { status: 404 })),
  );
  const user = await showCart();
  await user.selectOptions(screen.getByRole('combobox', { name: '白水晶簇 數量' }), '5');
  await waitFor(() =>
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('查無此購物車商品'))).toBe(true),
  );
  expect(network.sent('POST /api/bff/user/shopping-carts')).toEqual([]);
  expect(screen.getByRole('combobox', { name: '白水晶簇 數量' })).toHaveValue('3');
});
