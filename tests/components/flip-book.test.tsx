/** @jest-environment #jsdom-page-environment */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FlipBook, type FlipBookPage } from '@/components/sound/flip-book';
import { spreadsOf, viewFromWidth } from '@/components/sound/flip-book-spreads';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';

const network = mockNetwork();
/** The views recorded (PUT ebook-classes/3/count of the public API). */
const recorded = () => network.sent('PUT /api/web/ebook-classes/3/count');

const pages: FlipBookPage[] = Array.from({ length: 5 }, (_, index) => ({
  page: index + 1,
  src: `/api/web/storage/ebooks/2026-03/page-0${index + 1}.png`,
  tag: index === 3 ? '本月活動' : null,
}));

/** Sets the window width and the (min-width: 768px) media query the flip-book listens to. */
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: /min-width: 768px/.test(query) ? width >= 768 : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const shownPages = () =>
  Array.from(screen.getByTestId('flip-book-spread').querySelectorAll('img'), (image) => image.getAttribute('alt'));

beforeEach(() => {
  server.use(
    http.put('/api/web/ebook-classes/3/count', () =>
      HttpResponse.json(contractAnswer('PUT ebook-classes/{id}/count', { data: {} })),
    ),
  );
});

describe('recording a view (view_from)', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'desktop'],
    [1280, 'desktop'],
  ])('a window %i px wide records %s', async (width, viewFrom) => {
    setWidth(width);
    render(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    await waitFor(() => expect(recorded()).toHaveLength(1));
    await network.settled();
    expect(recorded().map((request) => request.body)).toEqual([{ id: 3, view_from: viewFrom }]);
  });

  it('records once per open, not on every page turn', async () => {
    setWidth(1024);
    const user = userEvent.setup();
    const { rerender } = render(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    await user.click(screen.getByRole('button', { name: '下一頁 →' }));
    rerender(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    await waitFor(() => expect(recorded()).toHaveLength(1));
    await network.settled();
    expect(recorded()).toHaveLength(1);
  });

  it('keeps the magazine readable when the count cannot be recorded', async () => {
    setWidth(1024);
    server.use(http.put('/api/web/ebook-classes/3/count', () => HttpResponse.error()));
    render(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    await waitFor(() => expect(recorded()).toHaveLength(1));
    await network.settled();
    expect(shownPages()).toEqual(['2026年3月號 第 1 頁']);
  });

  it('uses 768 px as the threshold', () => {
    expect(viewFromWidth(767.5)).toBe('mobile');
    expect(viewFromWidth(768)).toBe('desktop');
  });
});

describe('turning pages', () => {
  it('shows two pages per spread on wide screens, the cover alone', async () => {
    setWidth(1024);
    const user = userEvent.setup();
    render(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    expect(shownPages()).toEqual(['2026年3月號 第 1 頁']);
    expect(screen.getByRole('button', { name: '← 上一頁' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一頁 →' }));
    expect(shownPages()).toEqual(['2026年3月號 第 2 頁', '2026年3月號 第 3 頁']);
    expect(screen.getByText('第 2–3 頁 / 共 5 頁')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownPages()).toEqual(['2026年3月號 第 4 頁：本月活動', '2026年3月號 第 5 頁']);
    expect(screen.getByRole('button', { name: '下一頁 →' })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownPages()).toEqual(['2026年3月號 第 2 頁', '2026年3月號 第 3 頁']);
  });

  it('shows one page at a time on phones', async () => {
    setWidth(375);
    const user = userEvent.setup();
    render(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    await user.click(screen.getByRole('button', { name: '下一頁 →' }));
    expect(shownPages()).toEqual(['2026年3月號 第 2 頁']);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownPages()).toEqual(['2026年3月號 第 3 頁']);
  });

  it('jumps to a tagged page from the table of contents', async () => {
    setWidth(375);
    const user = userEvent.setup();
    render(<FlipBook issueId={3} title="2026年3月號" pages={pages} />);
    await user.click(screen.getByRole('button', { name: /本月活動/ }));
    expect(shownPages()).toEqual(['2026年3月號 第 4 頁：本月活動']);
  });

  it('pairs pages after the cover', () => {
    expect(spreadsOf(4, 2)).toEqual([[0], [1, 2], [3]]);
    expect(spreadsOf(3, 1)).toEqual([[0], [1], [2]]);
    expect(spreadsOf(0, 2)).toEqual([]);
  });
});
