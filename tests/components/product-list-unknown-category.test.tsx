/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ProductListBody } from '@/components/product/product-list-body';
import { loadProductList, loadSidebar } from '@/lib/api/loaders/catalogue';
import type { Category, Paged, Product } from '@/lib/contract/types';
import { parseListState } from '@/lib/routes/product-list-query';
import { product } from '../support/cart-fixtures';

jest.mock('@/lib/api/loaders/catalogue', () => ({ loadProductList: jest.fn(), loadSidebar: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), notFound: jest.fn() }));

const category = (id: number, name: string, series: { id: number; name: string }[] = []) =>
  ({ id, name, series, products_count: 1 }) as Category;
const page = (products: Product[]): Paged<Product> => ({
  data: products,
  current_page: 1,
  from: 1,
  last_page: 1,
  per_page: 12,
  to: products.length,
  total: products.length,
  path: '',
});

beforeEach(() => {
  (loadSidebar as jest.Mock).mockResolvedValue([category(3, '開運水晶', [{ id: 5, name: '白水晶' }])]);
  (loadProductList as jest.Mock).mockResolvedValue({
    page: page([product({ name: '不明分類的商品' })]),
    problem: null,
  });
});

/**
 * A category the sidebar does not hold, though the product list answers products for it (each answer
 * valid on its own): the page says 查無此分類, as it does when the API answers 404, instead of listing
 * products under 全部商品.
 */
it('says 查無此分類 for a category the sidebar does not hold, whatever the list answered', async () => {
  render(await ProductListBody({ state: parseListState({ category_id: '1001' }) }));
  expect(screen.getByText('查無此分類')).toBeInTheDocument();
  expect(screen.queryByText('不明分類的商品')).not.toBeInTheDocument();
});

it('lists a category the sidebar holds', async () => {
  render(await ProductListBody({ state: parseListState({ category_id: '3', series_id: '5' }) }));
  expect(screen.getByRole('heading', { name: '開運水晶 ・ 白水晶' })).toBeInTheDocument();
  expect(screen.getByText('不明分類的商品')).toBeInTheDocument();
});
