/** @jest-environment #jsdom-page-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { CartView } from '@/components/checkout/step-one/cart-view';
import type { CartLine, Product } from '@/lib/contract/types';
import { draftLinesAtom, resetCheckoutDraft } from '@/lib/state/checkout-draft';
import { line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server, signIn } from '../support/network';
import { renderPage } from '../support/render-page';
import { answerShopState } from './checkout-fixture';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push }) }));

const network = mockNetwork();

/** A line of product id × 10. */
const cartLine = (id: number, item: Partial<Product> = {}, overrides: Partial<CartLine> = {}) =>
  line({ id, product_id: id * 10, products: product({ id: id * 10, pv: 0, ...item }), ...overrides });

/** Cart step 1 as the member opens it, once the cart is read (no activities running, the member's year PV unknown). */
async function showCart(lines: CartLine[]) {
  server.use(
    http.get('/api/bff/user/shopping-carts', () =>
      HttpResponse.json(contractAnswer('GET user/shopping-carts', { data: lines, removed: [] })),
    ),
    http.get('/api/bff/activities', () => HttpResponse.json(contractAnswer('GET activities', { data: [] }))),
    http.get('/api/bff/users', () => HttpResponse.json(contractAnswer('GET users', { data: {} }))),
  );
  const page = renderPage(<CartView />);
  await screen.findByRole('link', { name: '繼續購物' });
  return page;
}

const crystal = cartLine(1, { name: '白水晶簇', member_price: 1280, pv: 64, quantity: 100 }, { product_quantity: 3 });
const ring = cartLine(
  9,
  { name: '本命開運戒指', product_number: '01205', member_price: 5400, pv: 270, quantity: 999 },
  { is_lucky: 1, fortune_name: '王小明', fortune_word: '甲', fortune_ring_size: '12.5', fortune_finger: 'L4' },
);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  push.mockReset();
  resetCheckoutDraft();
  signIn();
});

describe('cart step 1 table (spec-coverage “Member area: favourites and cart step 1” "Cart step 1")', () => {
  it('shows each line with unit price, PV, line total and PV subtotal, then the totals in NT$', async () => {
    await showCart([crystal, ring]);
    const cells = within(rowOf('白水晶簇')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'NT$1,280',
      '64',
      expect.any(String),
      'NT$3,840',
      '192',
      '移除 白水晶簇',
    ]);
    expect(within(cells[2]).getByRole('combobox')).toHaveValue('3');
    expect(within(rowOf('本命開運戒指')).getAllByText('NT$5,400')).toHaveLength(2);
    const totals = screen.getByRole('region', { name: '訂單金額' });
    expect(within(totals).getByText('訂單總金額').nextElementSibling).toHaveTextContent('NT$9,240');
    expect(within(totals).getByText('PV 總計').nextElementSibling).toHaveTextContent('462');
  });

  it("shows a lucky line's personalisation: chart, word, ring size and finger", async () => {
    await showCart([ring]);
    const row = rowOf('本命開運戒指');
    expect(within(row).getByText('王小明')).toBeInTheDocument();
    expect(within(row).getByText('甲')).toBeInTheDocument();
    expect(within(row).getByText('12.5 號（左手無名指）')).toBeInTheDocument();
  });

  it('caps the quantity picker at the line limit; a lucky line is fixed at 1; no stock says 已售完', async () => {
    await showCart([
      cartLine(1, { name: '少量', quantity: 3 }),
      cartLine(2, { name: '限購', quantity: 100, max_limited_buy: 2 }),
      cartLine(3, { name: '大量', quantity: 999 }),
      cartLine(4, { name: '售完', quantity: 0 }),
      ring,
    ]);
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name: `${name} 數量` })).getAllByRole('option');
    expect(options('少量')).toHaveLength(3);
    expect(options('限購')).toHaveLength(2);
    expect(options('大量')).toHaveLength(50);
    expect(within(rowOf('售完')).getByText('已售完')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '本命開運戒指 數量' })).not.toBeInTheDocument();
  });

  it("lists at most 999 quantities and the line's own, for a limit or a quantity in the billions (the table once threw Invalid array length)", async () => {
    await showCart([
      cartLine(1, { name: '大量限購', quantity: 5000, max_limited_buy: 5000 }),
      cartLine(2, { name: '超量', quantity: 1, max_limited_buy: 14 }, { product_quantity: 1933560192759833 }),
    ]);
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name: `${name} 數量` })).getAllByRole('option');
    expect(options('大量限購')).toHaveLength(999);
    expect(options('超量').map((option) => option.textContent)).toEqual(
      Array.from({ length: 999 }, (_, i) => String(i + 1)).concat('1933560192759833'),
    );
    expect(screen.getByRole('combobox', { name: '超量 數量' })).toHaveValue('1933560192759833');
  });

  it('warns when ordinary and lucky lines are mixed, and only then', async () => {
    const { unmount } = await showCart([crystal, ring]);
    expect(screen.getByText('購物車同時有一般商品與開運商品，無法使用 12 期信用卡分期付款。')).toBeInTheDocument();
    unmount();
    await showCart([crystal]);
    expect(screen.queryByText(/無法使用 12 期/)).not.toBeInTheDocument();
  });

  it('an empty cart says so and offers only continue shopping', async () => {
    await showCart([]);
    expect(screen.getByText('購物車內沒有商品')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '繼續購物' })).toHaveAttribute('href', '/product/list');
    expect(screen.queryByRole('button', { name: '清空購物車' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
  });

  it("reminds of free shipping with a link to /service/1/8, and offers step 1's next with the lines", async () => {
    await showCart([crystal]);
    expect(screen.getByText(/本島滿 NT\$5,000、離島滿 NT\$10,000 免運費/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '運費說明' })).toHaveAttribute('href', '/service/1/8');
    answerShopState();
    await userEvent.setup().click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/member/shopcart/step/2'));
    expect(getDefaultStore().get(draftLinesAtom)).toEqual([
      { cart_id: 1, product_id: 10, product_number: crystal.products.product_number, quantity: 3, name: '白水晶簇' },
    ]);
  });

  it('changes a quantity through the cart actions; a refusal is shown and the quantity rolled back', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/bff/user/shopping-carts/1', () =>
        HttpResponse.json(refusal('超過可購買數量，每筆最多 3 件'), { status: 422 }),
      ),
    );
    await showCart([crystal]);
    await user.selectOptions(screen.getByRole('combobox', { name: '白水晶簇 數量' }), '5');
    await waitFor(() =>
      expect(network.sent('PUT /api/bff/user/shopping-carts/1').map((request) => request.body)).toEqual([
        { product_quantity: 5 },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('超過可購買數量，每筆最多 3 件')),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: '白水晶簇 數量' })).toHaveValue('3'));
  });

  it('opens the personalisation form of a lucky line, and not of an ordinary one', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/bff/user/characters', () =>
        HttpResponse.json(contractAnswer('GET user/characters', { data: [] })),
      ),
    );
    await showCart([crystal, ring]);
    expect(within(rowOf('白水晶簇')).queryByRole('button', { name: /修改訂製資料/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('本命開運戒指')).getByRole('button', { name: '修改訂製資料 本命開運戒指' }));
    const form = await screen.findByRole('dialog', { name: '訂製資料：本命開運戒指' });
    expect(within(form).getByRole('combobox', { name: '字樣' })).toHaveValue('甲');
  });

  it('removes a line', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete('/api/bff/user/shopping-carts/9', () =>
        HttpResponse.json(contractAnswer('DELETE user/shopping-carts/{id}', {})),
      ),
    );
    await showCart([crystal, ring]);
    await user.click(screen.getByRole('button', { name: '移除 本命開運戒指' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /本命開運戒指/ })).not.toBeInTheDocument());
    expect(network.sent('DELETE /api/bff/user/shopping-carts/9')).toHaveLength(1);
    expect(rowOf('白水晶簇')).toBeInTheDocument();
  });

  it("移除 removes after the tap's paint; a refused removal brings the line back with its button free", async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete('/api/bff/user/shopping-carts/1', async () => {
        await answered;
        return HttpResponse.json(refusal('查無此購物車商品'), { status: 404 });
      }),
    );
    await showCart([crystal, ring]);
    await user.click(screen.getByRole('button', { name: '移除 白水晶簇' }));
    // Gone optimistically (after the tap's paint), the request on its way.
    await waitFor(() => expect(screen.queryByRole('row', { name: /白水晶簇/ })).not.toBeInTheDocument());
    expect(network.sent('DELETE /api/bff/user/shopping-carts/1')).toHaveLength(1);
    answer();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('查無此購物車商品'))).toBe(true),
    );
    const back = within(rowOf('白水晶簇')).getByRole('button', { name: '移除 白水晶簇' });
    expect(back).toBeEnabled();
    expect(back).not.toHaveAttribute('aria-busy');
  });

  it('clears the cart only after the confirm dialog; cancel keeps it', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete('/api/bff/user/shopping-carts', () =>
        HttpResponse.json(contractAnswer('DELETE user/shopping-carts', {})),
      ),
    );
    await showCart([crystal]);
    await user.click(screen.getByRole('button', { name: '清空購物車' }));
    const dialog = screen.getByRole('alertdialog', { name: '確定清空購物車?' });
    expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(network.sent('DELETE /api/bff/user/shopping-carts')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '清空購物車' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(network.sent('DELETE /api/bff/user/shopping-carts')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已清空購物車'));
  });
});
