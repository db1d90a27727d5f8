/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideBar } from '@/components/home/side-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

const topButton = () => screen.getByText('TOP').closest('button')!;

// The animation's clock: each frame comes 200 ms after the last, so a 400 ms scroll takes two frames.
let clock = 0;
beforeEach(() => {
  window.scrollTo = jest.fn();
  clock = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clock);
  window.requestAnimationFrame = (step: FrameRequestCallback) => {
    clock += 200;
    step(clock);
    return 0;
  };
});
afterEach(() => jest.restoreAllMocks());

describe('home side bar', () => {
  test('scroll-to-top is inactive at the top and at 136 px, active past 136 px (spec-coverage “Public site: platform, SEO and speed”)', () => {
    scrollTo(0);
    render(<SideBar />);
    expect(topButton()).not.toHaveAttribute('data-active');
    expect(topButton()).toHaveAttribute('tabindex', '-1');
    scrollTo(136);
    expect(topButton()).not.toHaveAttribute('data-active');
    scrollTo(137);
    expect(topButton()).toHaveAttribute('data-active');
    expect(topButton()).toHaveAttribute('tabindex', '0');
    scrollTo(100);
    expect(topButton()).not.toHaveAttribute('data-active');
  });

  test('clicking the active control scrolls to the top', async () => {
    scrollTo(500);
    render(<SideBar />);
    await userEvent.setup().click(topButton());
    // 400 ms (spec-coverage “Public site: platform, SEO and speed”): halfway after 200 ms, at the top after 400 ms, and no frame after.
    expect(jest.mocked(window.scrollTo).mock.calls).toEqual([
      [0, 250],
      [0, 0],
    ]);
  });

  test('the panel toggle switches between the two views', async () => {
    const user = userEvent.setup();
    render(<SideBar />);
    const toggle = screen.getByRole('button', { name: '收合' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '購物去' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '捷徑' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '購物去' })).not.toBeInTheDocument();
  });

  test('previous / next page between the home sections', async () => {
    const user = userEvent.setup();
    document.body.innerHTML = '';
    const tops = [0, 600, 1200];
    for (const top of tops) {
      const section = document.createElement('section');
      section.dataset.homeSection = '';
      section.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
      document.body.append(section);
    }
    scrollTo(0);
    render(<SideBar />);
    await user.click(screen.getByRole('button', { name: '下一個區塊' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 600);
    scrollTo(1200);
    await user.click(screen.getByRole('button', { name: '上一個區塊' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 600);
  });
});
