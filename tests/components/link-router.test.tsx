/** @jest-environment #jsdom-page-environment */
import { fireEvent, render, screen } from '@testing-library/react';
import { LinkRouter } from '@/components/layout/link-router';
import { Link } from '@/components/ui/link';

const prefetch = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push }) }));

beforeEach(() => {
  prefetch.mockReset();
  push.mockReset();
});

function page() {
  return render(
    <>
      <LinkRouter />
      <Link href="/product/list?category_id=3#product-grid">
        <span>開運商品</span>
      </Link>
      <a href="/news">最新消息</a>
      <a href="https://www.example.com/">外部網站</a>
      <a href="/scam" target="_blank">
        新視窗
      </a>
      <a href="/api/web/storage/catalogue.pdf">型錄</a>
      <a href="/images/catalogue.pdf">型錄檔案</a>
      <a href={window.location.pathname}>本頁</a>
      <a href="#main">跳至主要內容</a>
      <a href="/menu" role="button">
        開啟選單
      </a>
      <a href="/member/cart" onClick={(event) => event.preventDefault()}>
        已處理
      </a>
    </>,
  );
}

/** Clicks `text`'s link as a browser would and answers whether the page would have been left to the browser. */
function click(text: string, init: MouseEventInit = {}) {
  return fireEvent.click(screen.getByText(text), init);
}

describe('LinkRouter', () => {
  it('prefetches a shop page once, when the pointer is over its link, on a touch or on focus', () => {
    page();
    fireEvent.mouseOver(screen.getByText('開運商品'));
    fireEvent.mouseOver(screen.getByText('開運商品'));
    fireEvent.touchStart(screen.getByText('最新消息'));
    expect(prefetch.mock.calls).toEqual([['/product/list?category_id=3'], ['/news']]);
    fireEvent.focusIn(screen.getByText('最新消息'));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('does not prefetch another site, a new tab, the web API, a file, the page itself or a link acting as a button', () => {
    page();
    for (const text of ['外部網站', '新視窗', '型錄', '型錄檔案', '本頁', '開啟選單']) {
      fireEvent.mouseOver(screen.getByText(text));
      fireEvent.focusIn(screen.getByText(text));
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('opens a shop page through the router when its link is clicked, with its query and anchor', () => {
    page();
    expect(click('開運商品')).toBe(false);
    expect(click('最新消息')).toBe(false);
    expect(click('本頁')).toBe(false);
    expect(push.mock.calls).toEqual([
      ['/product/list?category_id=3#product-grid'],
      ['/news'],
      [window.location.pathname],
    ]);
  });

  it('leaves to the browser a modified or other button click, another site, a new tab, a file, an anchor on the page and a handled click', () => {
    page();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(click('最新消息', init)).toBe(true);
    for (const text of ['外部網站', '新視窗', '型錄', '型錄檔案', '跳至主要內容']) expect(click(text)).toBe(true);
    click('已處理');
    expect(push).not.toHaveBeenCalled();
  });

  it('stops listening when it unmounts', () => {
    page().unmount();
    document.body.innerHTML = '<a href="/news">最新消息</a>';
    fireEvent.mouseOver(screen.getByText('最新消息'));
    expect(click('最新消息')).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
