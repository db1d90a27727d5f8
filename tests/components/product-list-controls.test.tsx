/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listHref, parseListState } from '@/lib/routes/product-list-query';
import { Pagination, pageWindow } from '@/components/product/pagination';
import { SortSelect } from '@/components/product/sort-select';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());

describe('sort select (spec-coverage “Public site: catalogue”: 0 default, 2 price ascending, 3 price descending)', () => {
  it('offers the three sort values', () => {
    render(<SortSelect state={parseListState({})} />);
    const options = within(screen.getByRole('combobox', { name: '排序' })).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['0', '2', '3']);
  });

  it('keeps the filters and goes back to page 1 when the order changes', async () => {
    const user = userEvent.setup();
    render(<SortSelect state={parseListState({ category_id: '3', series_id: '5', page: '4' })} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '3');
    expect(push).toHaveBeenCalledWith('/product/list?category_id=3&series_id=5&sort=3');
  });

  it('keeps the keyword in search mode', async () => {
    const user = userEvent.setup();
    render(<SortSelect state={parseListState({ keyword: '手鍊' })} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '2');
    expect(push).toHaveBeenCalledWith(`/product/list?keyword=${encodeURIComponent('手鍊')}&sort=2`);
  });
});

describe('list query', () => {
  it('drops malformed values', () => {
    expect(parseListState({ page: 'x', sort: '1', category_id: '-2', series_id: '1e3', keyword: '  ' })).toEqual({
      page: 1,
      category_id: undefined,
      series_id: undefined,
      sort: 0,
      keyword: undefined,
    });
  });

  it('leaves page 1 and the default sort out of the URL', () => {
    expect(listHref({ page: 1, sort: 0 })).toBe('/product/list');
  });
});

describe('pagination (from last_page)', () => {
  it('links every page of a short list, marks the current one and keeps the query', () => {
    render(<Pagination current={2} last={3} hrefOf={(page) => listHref({ category_id: 4, sort: 2, page })} />);
    const nav = screen.getByRole('navigation', { name: '分頁' });
    expect(within(nav).getByRole('link', { name: '第 1 頁' })).toHaveAttribute(
      'href',
      '/product/list?category_id=4&sort=2',
    );
    expect(within(nav).getByRole('link', { name: '第 3 頁' })).toHaveAttribute(
      'href',
      '/product/list?category_id=4&sort=2&page=3',
    );
    expect(within(nav).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '上一頁' })).toHaveAttribute(
      'href',
      '/product/list?category_id=4&sort=2',
    );
    expect(within(nav).getByRole('link', { name: '下一頁' })).toHaveAttribute(
      'href',
      '/product/list?category_id=4&sort=2&page=3',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination current={1} last={2} hrefOf={(page) => `/p?page=${page}`} />);
    expect(screen.queryByRole('link', { name: '上一頁' })).toBeNull();
    rerender(<Pagination current={2} last={2} hrefOf={(page) => `/p?page=${page}`} />);
    expect(screen.queryByRole('link', { name: '下一頁' })).toBeNull();
  });

  it('is absent for a single page', () => {
    render(<Pagination current={1} last={1} hrefOf={(page) => `/p?page=${page}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shortens long ranges around the current page', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 6, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });

  it('keeps to the pages it shows for a last page in the hundreds of millions (walking 1 … last kept the server busy for good)', () => {
    // Work, not time: a last page that counts how often it is read. Walking 1 … last reads it once a page
    // (10^8 times here; it took seconds, for ever at the contract's largest); the few pages shown, a few times.
    let reads = 0;
    const counted = {
      valueOf: () => {
        reads += 1;
        if (reads > 100) throw new Error('the last page was read more than 100 times: the pages were walked');
        return 10 ** 8;
      },
    } as unknown as number;
    const shown = pageWindow(3, counted).map((page) => (page === null ? null : Number(page)));
    expect(shown).toEqual([1, 2, 3, 4, 5, null, 10 ** 8]);
    expect(pageWindow(3, 10 ** 8)).toEqual([1, 2, 3, 4, 5, null, 10 ** 8]);
    expect(pageWindow(-5, 12)).toEqual([1, null, 12]);
  });
});
