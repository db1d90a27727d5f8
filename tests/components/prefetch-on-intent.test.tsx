/** @jest-environment #jsdom-page-environment */
/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors: the listener reads any link, next/link or not */
import { fireEvent, render, screen } from '@testing-library/react';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

beforeEach(() => prefetch.mockReset());

function page() {
  return render(
    <>
      <PrefetchOnIntent />
      <a href="/product/list?category_id=3">
        <span>開運商品</span>
      </a>
      <a href="/news">最新消息</a>
      <a href="https://www.example.com/">外部網站</a>
      <a href="/scam" target="_blank">
        新視窗
      </a>
      <a href="/api/web/storage/catalogue.pdf">型錄</a>
      <a href={window.location.pathname}>本頁</a>
      <a href="/menu" role="button">
        開啟選單
      </a>
    </>,
  );
}

describe('PrefetchOnIntent', () => {
  it('prefetches a shop page once, when the pointer is over its link, on a touch or on focus', () => {
    page();
    fireEvent.mouseOver(screen.getByText('開運商品'));
    fireEvent.mouseOver(screen.getByText('開運商品'));
    fireEvent.touchStart(screen.getByText('最新消息'));
    expect(prefetch.mock.calls).toEqual([['/product/list?category_id=3'], ['/news']]);
    fireEvent.focusIn(screen.getByText('最新消息'));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('does not prefetch another site, a new tab, the web API, the page itself or a link acting as a button', () => {
    page();
    for (const text of ['外部網站', '新視窗', '型錄', '本頁', '開啟選單']) {
      fireEvent.mouseOver(screen.getByText(text));
      fireEvent.focusIn(screen.getByText(text));
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when it unmounts', () => {
    page().unmount();
    document.body.innerHTML = '<a href="/news">最新消息</a>';
    fireEvent.mouseOver(screen.getByText('最新消息'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
