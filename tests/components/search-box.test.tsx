/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@/components/layout/search-box';
import { findProductByNumber } from '@/lib/api/catalogue';
import { ApiError } from '@/lib/api/errors';
import type { Product } from '@/lib/api/types';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api/browser', () => ({ browserApi: () => 'public' }));
jest.mock('@/lib/api/client', () => ({ createApi: ({ prefixUrl }: { prefixUrl: string }) => prefixUrl }));
jest.mock('@/lib/api/catalogue', () => ({ findProductByNumber: jest.fn() }));

const lookUp = findProductByNumber as jest.MockedFunction<typeof findProductByNumber>;

beforeEach(() => {
  push.mockReset();
  lookUp.mockReset();
  document.cookie = 'tocin_signed_in=; max-age=0';
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
    expect(lookUp).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('marks the field invalid for an unknown number', async () => {
    lookUp.mockRejectedValue(new ApiError(404, '查無此商品'));
    await quickBuy('99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('查無此商品');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(lookUp).toHaveBeenCalledWith(expect.anything(), '99999');
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the product with action=buy on a hit', async () => {
    lookUp.mockResolvedValue({ id: 7, product_number: '02001' } as Product);
    await quickBuy('02001');
    expect(push).toHaveBeenCalledWith('/product/7?action=buy');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('does nothing with empty text', async () => {
    await quickBuy('');
    expect(lookUp).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('clears the invalid mark when the text changes', async () => {
    lookUp.mockRejectedValue(new ApiError(404, '查無此商品'));
    const user = await quickBuy('99999');
    await screen.findByRole('alert');
    await user.type(input(), '1');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('quick buy for a signed-in member (a tester finds testing and status-0 products)', () => {
  it('looks the number up through the BFF, with the member’s bearer', async () => {
    document.cookie = 'tocin_signed_in=1';
    lookUp.mockResolvedValue({ id: 64, product_number: '08006' } as Product);
    await quickBuy('08006');
    expect(lookUp).toHaveBeenCalledWith(`${window.location.origin}/api/bff`, '08006');
    expect(push).toHaveBeenCalledWith('/product/64?action=buy');
  });

  it('a session gone meanwhile (401): the public lookup', async () => {
    document.cookie = 'tocin_signed_in=1';
    lookUp.mockRejectedValueOnce(new ApiError(401, 'Unauthenticated.')).mockResolvedValueOnce({ id: 7, product_number: '02001' } as Product);
    await quickBuy('02001');
    expect(lookUp).toHaveBeenLastCalledWith('public', '02001');
    expect(push).toHaveBeenCalledWith('/product/7?action=buy');
  });

  it('a visitor asks the public lookup', async () => {
    lookUp.mockResolvedValue({ id: 7, product_number: '02001' } as Product);
    await quickBuy('02001');
    expect(lookUp).toHaveBeenCalledWith('public', '02001');
  });
});
