/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { SideBar } from '@/components/home/side-bar';
import { EmptySearchGuard } from '@/components/layout/empty-search-guard';
import { SearchBox } from '@/components/layout/search-box';
import { ListControl } from '@/components/product/list-control';
import { Carousel } from '@/components/ui/carousel';
import { FontSizeControl } from '@/components/ui/font-size-control';
import { FontSizeScope } from '@/components/ui/font-size-scope';

/*
 * A first-screen control whose press needs the page's scripts is disabled in the server HTML (a
 * press before hydration would be lost) and enabled once hydrated; what works without scripts (the
 * search form) keeps what was typed before.
 */
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** The server HTML of `element` in the document, then hydrated. */
async function serveThenHydrate(element: ReactNode, beforeHydration?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.replaceChildren(container);
  const serverDisabled = Array.from(container.querySelectorAll('button'), (button) => button.disabled);
  beforeHydration?.(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { serverDisabled, container };
}

beforeAll(() => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

it('the font size buttons', async () => {
  const { serverDisabled } = await serveThenHydrate(
    <FontSizeScope>
      <FontSizeControl />
    </FontSizeScope>,
  );
  expect(serverDisabled).toEqual([true, true]);
  await waitFor(() => expect(screen.getByRole('button', { name: /放大字級/ })).toBeEnabled());
  expect(screen.getByRole('button', { name: /縮小字級/ })).toBeEnabled();
});

it("the search's mode buttons; the search itself is a plain form and keeps text typed before hydration", async () => {
  push.mockReset();
  const { serverDisabled } = await serveThenHydrate(<SearchBox />, (container) => {
    container.querySelector('input')!.value = '手鍊';
  });
  // 商品搜尋, 快速購買, then the submit button, which works as a plain GET form.
  expect(serverDisabled).toEqual([true, true, false]);
  expect(screen.getByRole('button', { name: '快速購買' })).toBeEnabled();
  fireEvent.submit(screen.getByRole('search'));
  expect(push).toHaveBeenCalledWith('/product/list?keyword=%E6%89%8B%E9%8D%8A');
});

it('an empty search does nothing before hydration either: the guard in the server HTML stops the plain form (issue 35, public §4)', async () => {
  push.mockReset();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <>
      <EmptySearchGuard />
      <SearchBox />
    </>,
  );
  document.body.replaceChildren(container);
  // A script set through innerHTML does not run: run it as the browser runs the server HTML's.
  window.eval(container.querySelector('script')!.textContent!);
  const form = container.querySelector('form')!;
  const submitWith = (text: string) => {
    container.querySelector('input')!.value = text;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(submitWith('')).toBe(true);
  expect(submitWith('   ')).toBe(true);
  expect(submitWith('手鍊')).toBe(false);

  container.querySelector('input')!.value = '';
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <EmptySearchGuard />
        <SearchBox />
      </>,
    );
  });
  fireEvent.submit(screen.getByRole('search'));
  expect(push).not.toHaveBeenCalled();
});

it("the carousel's dots and arrows, until its engine attaches", async () => {
  const { serverDisabled } = await serveThenHydrate(
    <Carousel label="首頁輪播" dots arrows>
      <p>一</p>
      <p>二</p>
    </Carousel>,
  );
  expect(serverDisabled).toEqual([true, true, true, true]);
  // Hydrated but with no engine yet (it loads near the screen): still disabled.
  expect(screen.getByRole('button', { name: '顯示第 2 張' })).toBeDisabled();
});

it("the home page's side bar", async () => {
  const { serverDisabled } = await serveThenHydrate(<SideBar />);
  // 收合, 上一個區塊, 下一個區塊; TOP is hidden until the page is scrolled.
  expect(serverDisabled).toEqual([true, true, true, false]);
  expect(screen.getByRole('button', { name: '收合' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '下一個區塊' })).toBeEnabled();
});

it('a product list select changed before hydration goes to the list it names once hydrated; untouched, it goes nowhere', async () => {
  push.mockReset();
  const control = (
    <ListControl
      label="排序"
      name="sort"
      value={0}
      options={[
        { value: 0, label: '預設排序' },
        { value: 2, label: '價格：低到高' },
      ]}
      keep={{}}
      hrefOf={(value) => `/product/list?sort=${value}`}
    />
  );
  await serveThenHydrate(control);
  expect(push).not.toHaveBeenCalled();
  await serveThenHydrate(control, (container) => {
    container.querySelector('select')!.value = '2';
  });
  expect(push).toHaveBeenCalledWith('/product/list?sort=2');
});

it('a product list select whose value none of its options holds (a category the API no longer lists) goes nowhere once hydrated', async () => {
  push.mockReset();
  await serveThenHydrate(
    <ListControl
      label="分類"
      name="category_id"
      value={1001}
      options={[
        { value: '', label: '全部分類' },
        { value: 3, label: '開運水晶' },
      ]}
      keep={{}}
      hrefOf={(value) => `/product/list?category_id=${value}`}
    />,
  );
  // The browser shows the first option for the unknown value: the page once left for /product/list by itself.
  expect(push).not.toHaveBeenCalled();
});
