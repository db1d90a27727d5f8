/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { listPageHref, pageFromQuery } from '@/lib/routes/article-lists';
import { Pagination } from '@/components/product/pagination';

const bossHref = (page: number) => listPageHref('/sound/boss', page);

describe('the pagination bar of the president’s column', () => {
  it('links every page up to last_page as plain links, page 1 being the bare list path', () => {
    render(<Pagination current={2} last={3} hrefOf={bossHref} />);
    const nav = screen.getByRole('navigation', { name: '分頁' });
    expect(within(nav).getByRole('link', { name: '第 1 頁' })).toHaveAttribute('href', '/sound/boss');
    expect(within(nav).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '第 3 頁' })).toHaveAttribute('href', '/sound/boss?page=3');
    expect(within(nav).queryByRole('link', { name: '第 4 頁' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '上一頁' })).toHaveAttribute('href', '/sound/boss');
    expect(within(nav).getByRole('link', { name: '下一頁' })).toHaveAttribute('href', '/sound/boss?page=3');
  });

  it('is not shown when there is a single page', () => {
    render(<Pagination current={1} last={1} hrefOf={bossHref} />);
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });
});

describe('?page= of the article lists', () => {
  it.each([
    [undefined, 1],
    ['2', 2],
    [['3', '4'], 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99999999', 1],
  ])('%p reads as page %i', (raw, page) => {
    expect(pageFromQuery(raw)).toBe(page);
  });
});
