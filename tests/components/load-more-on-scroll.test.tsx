/** @jest-environment #jsdom-page-environment */
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LoadMoreOnScroll } from '@/components/ui/load-more-on-scroll';
import { mockNetwork, server } from '../support/network';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

let observed: Callback | undefined;
let observing = 0;

class FakeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {
    observing++;
  }
  unobserve() {
    observing--;
  }
  disconnect() {
    observing = 0;
  }
}

/** A list page as the server renders it: its items and the island naming the page after it. */
const listPage = (titles: string[], next?: { href: string; number: number }) =>
  `<html><body><main><ul id="article-list">${titles.map((title) => `<li class="item"><a href="/x">${title}</a></li>`).join('')}</ul>` +
  `<div data-more-of="article-list"${next ? ` data-next-href="${next.href}" data-next-number="${next.number}"` : ''}></div>` +
  `<nav aria-label="分頁"><a href="/sound/boss?page=2">2</a></nav></main></body></html>`;

const pages: Record<string, string> = {
  '/sound/boss?page=2': listPage(['第二頁甲', '第二頁乙'], { href: '/sound/boss?page=3', number: 3 }),
  '/sound/boss?page=3': listPage(['第三頁甲']),
};
const network = mockNetwork();
const fetched = () => network.sent().map(({ url }) => url.pathname + url.search);

beforeEach(() => {
  observed = undefined;
  observing = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  server.use(
    http.get('/sound/boss', ({ request }) => {
      const page = pages[`/sound/boss${new URL(request.url).search}`];
      return page ? HttpResponse.html(page) : new HttpResponse(null, { status: 404 });
    }),
  );
});

function Harness({ next, first = ['第一頁甲'] }: { next: { href: string; number: number } | null; first?: string[] }) {
  return (
    <>
      <ul id="article-list">
        {first.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <LoadMoreOnScroll listId="article-list" next={next} unit="則" />
      <button type="button">下一頁</button>
    </>
  );
}

const scrollToEnd = async () => {
  act(() => observed?.([{ isIntersecting: true }]));
  await network.settled();
};

describe('LoadMoreOnScroll', () => {
  it('appends the next pages as their end comes into view, announces them, keeps the links and focus', async () => {
    render(<Harness next={{ href: '/sound/boss?page=2', number: 2 }} />);
    const link = screen.getByRole('button', { name: '下一頁' });
    link.focus();
    await scrollToEnd();
    const items = () => [...document.querySelectorAll('#article-list > li')].map((item) => item.textContent);
    expect(items()).toEqual(['第一頁甲', '第二頁甲', '第二頁乙']);
    expect(screen.getByRole('status')).toHaveTextContent('已載入第 2 頁，新增 2 則');
    await scrollToEnd();
    expect(items()).toEqual(['第一頁甲', '第二頁甲', '第二頁乙', '第三頁甲']);
    expect(screen.getByRole('status')).toHaveTextContent('已載入第 3 頁，新增 1 則，已是最後一頁');
    expect(fetched()).toEqual(['/sound/boss?page=2', '/sound/boss?page=3']);
    // The last page: nothing more is watched or asked for.
    expect(observing).toBe(0);
    await scrollToEnd();
    expect(fetched()).toHaveLength(2);
    expect(link).toHaveFocus();
    expect(link).toBeInTheDocument();
  });

  it('drops the pages it added when the server replaces the list (another query), and reads the new list on', async () => {
    const { rerender } = render(<Harness next={{ href: '/sound/boss?page=2', number: 2 }} />);
    await scrollToEnd();
    const items = () => [...document.querySelectorAll('#article-list > li')].map((item) => item.textContent);
    expect(items()).toEqual(['第一頁甲', '第二頁甲', '第二頁乙']);
    expect(document.querySelectorAll('#article-list > li.item > a[href="/x"]')).toHaveLength(2);
    // The same list element, re-rendered by React with another first page and another next page.
    rerender(<Harness first={['新的第一頁甲', '新的第一頁乙']} next={{ href: '/sound/boss?page=3', number: 3 }} />);
    expect(items()).toEqual(['新的第一頁甲', '新的第一頁乙']);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await scrollToEnd();
    expect(items()).toEqual(['新的第一頁甲', '新的第一頁乙', '第三頁甲']);
  });

  it("adds to its own list, not to an earlier page's list of the same id (a previous page the router keeps, hidden)", async () => {
    const previousPage = document.createElement('section');
    previousPage.innerHTML = '<ul id="article-list"><li>上一頁的項目</li></ul>';
    document.body.prepend(previousPage);
    try {
      render(<Harness next={{ href: '/sound/boss?page=2', number: 2 }} />);
      await scrollToEnd();
      expect([...previousPage.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['上一頁的項目']);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '上一頁的項目',
        '第一頁甲',
        '第二頁甲',
        '第二頁乙',
      ]);
    } finally {
      previousPage.remove();
    }
  });

  it('does nothing on the last page, or without IntersectionObserver', async () => {
    render(<Harness next={null} />);
    expect(observed).toBeUndefined();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Harness next={{ href: '/sound/boss?page=2', number: 2 }} />);
    await network.settled();
    expect(fetched()).toEqual([]);
  });

  it('stops when a page fails to load (the links remain the way on)', async () => {
    render(<Harness next={{ href: '/sound/boss?page=9', number: 9 }} />);
    await scrollToEnd();
    expect(document.querySelectorAll('#article-list > li')).toHaveLength(1);
    expect(observing).toBe(0);
  });
});
