/** @jest-environment #jsdom-page-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchBox } from '@/components/layout/search-box';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, refusal, server, signIn, signOut } from '../support/network';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const network = mockNetwork();

/** The lookups (GET products/number-search/{number}) in order, through the public API (web) or the BFF (bff). */
const lookUps = () => network.sent().filter((request) => request.route.includes('/products/number-search/'));
const found = (id: number, product_number: string) => ({ data: { id, product_number } });

beforeEach(() => {
  push.mockReset();
  signOut();
});

const input = () => screen.getByRole('searchbox');
const submit = () => screen.getByRole('button', { name: /^(搜尋|立即購買)$/ });

async function quickBuy(text: string) {
  const user = userEvent.setup();
  render(<SearchBox />);
  await user.click(screen.getByRole('button', { name: '快速購買', pressed: false }));
  if (text) await user.type(input(), text);
  await user.click(submit());
  return user;
}

describe('product search mode', () => {
  it('sends a keyword to the product list', async () => {
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(input(), ' 開運手鍊 ');
    await user.click(submit());
    expect(push).toHaveBeenCalledWith(`/product/list?keyword=${encodeURIComponent('開運手鍊')}`);
  });

  it('does nothing with empty text', async () => {
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(input(), '   ');
    await user.click(submit());
    expect(push).not.toHaveBeenCalled();
  });

  it('is a GET form to /product/list, so it works without JavaScript', () => {
    render(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/product/list');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'keyword');
  });
});

describe('quick buy mode', () => {
  it('refuses a lucky product number without asking the API', async () => {
    await quickBuy('01001');
    expect(await screen.findByRole('alert')).toHaveTextContent('開運商品無法快速購買');
    expect(lookUps()).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('marks the field invalid for an unknown number', async () => {
    server.use(
      http.get('/api/web/products/number-search/99999', () =>
        HttpResponse.json(refusal('查無此商品'), { status: 404 }),
      ),
    );
    await quickBuy('99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('查無此商品');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(network.sent('GET /api/web/products/number-search/99999')).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the product with action=buy on a hit', async () => {
    server.use(
      http.get('/api/web/products/number-search/02001', () =>
        HttpResponse.json(contractAnswer('GET products/number-search/{number}', found(7, '02001'))),
      ),
    );
    await quickBuy('02001');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/product/7?action=buy'));
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('does nothing with empty text', async () => {
    await quickBuy('');
    expect(lookUps()).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('clears the invalid mark when the text changes', async () => {
    server.use(
      http.get('/api/web/products/number-search/99999', () =>
        HttpResponse.json(refusal('查無此商品'), { status: 404 }),
      ),
    );
    const user = await quickBuy('99999');
    await screen.findByRole('alert');
    await user.type(input(), '1');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('quick buy for a signed-in member (a tester finds testing and status-0 products)', () => {
  it('looks the number up through the BFF, with the member’s bearer', async () => {
    signIn();
    server.use(
      http.get('/api/bff/products/number-search/08006', () =>
        HttpResponse.json(contractAnswer('GET products/number-search/{number}', found(64, '08006'))),
      ),
    );
    await quickBuy('08006');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/product/64?action=buy'));
    expect(lookUps().map((request) => request.route)).toEqual(['GET /api/bff/products/number-search/08006']);
  });

  it('a session gone meanwhile (401): the public lookup', async () => {
    signIn();
    server.use(
      http.get('/api/bff/products/number-search/02001', () =>
        HttpResponse.json(refusal('Unauthenticated.'), { status: 401 }),
      ),
      http.get('/api/web/products/number-search/02001', () =>
        HttpResponse.json(contractAnswer('GET products/number-search/{number}', found(7, '02001'))),
      ),
    );
    await quickBuy('02001');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/product/7?action=buy'));
    expect(lookUps().map((request) => request.route)).toEqual([
      'GET /api/bff/products/number-search/02001',
      'GET /api/web/products/number-search/02001',
    ]);
    expect(network.sent('GET /api/web/products/number-search/02001')[0].url.origin).toBe(window.location.origin);
  });

  it('a visitor asks the public lookup', async () => {
    server.use(
      http.get('/api/web/products/number-search/02001', () =>
        HttpResponse.json(contractAnswer('GET products/number-search/{number}', found(7, '02001'))),
      ),
    );
    await quickBuy('02001');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/product/7?action=buy'));
    expect(lookUps().map((request) => request.route)).toEqual(['GET /api/web/products/number-search/02001']);
  });
});
