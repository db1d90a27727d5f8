/** @jest-environment #jsdom-page-environment */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { phoneMenuMarkup } from '@/components/layout/phone-menu-markup';
import { FALLBACK_MENU } from '@/lib/routes/menu';
import { mockNetwork, signOut } from '../support/network';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const MENU_MARKUP = phoneMenuMarkup(FALLBACK_MENU);

mockNetwork();
beforeEach(() => signOut());

it('sends no panel while closed: the server HTML holds only the toggle, a plain link to the menu page', () => {
  const html = renderToString(<MobileMenu menuMarkup={MENU_MARKUP} />);
  expect(html).toContain('開啟選單');
  expect(html).not.toContain('行動版選單');
  expect(html).not.toContain('type="search"');
  // Before hydration a tap follows the link to /menu: no button role or state that the page cannot yet honour.
  expect(html.match(/<a [^>]*>/g)).toEqual([expect.stringContaining('href="/menu"')]);
  expect(html).not.toContain('role="button"');
  expect(html).not.toContain('aria-expanded');
});

it('hydrated, the link is a button that opens the panel in place instead of leaving the page, with Space too', async () => {
  const user = userEvent.setup();
  render(<MobileMenu menuMarkup={MENU_MARKUP} />);
  const toggle = await screen.findByRole('button', { name: '開啟選單' });
  expect(toggle).toHaveAttribute('href', '/menu');
  toggle.focus();
  await user.keyboard(' ');
  expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: '開啟選單' }));
  expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
});

it('opens with the menu and its search box, and closes by its button and by Escape, unlocking the page', async () => {
  const user = userEvent.setup();
  render(<MobileMenu menuMarkup={MENU_MARKUP} />);
  const toggle = await screen.findByRole('button', { name: '開啟選單' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  const panel = screen.getByTestId('mobile-menu');
  expect(screen.getByRole('button', { name: '關閉選單' })).toHaveAttribute('aria-controls', panel.id);
  expect(screen.getByRole('navigation', { name: '行動版選單' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: FALLBACK_MENU[0].label }).length).toBeGreaterThan(0);
  expect(screen.getByRole('searchbox')).toBeInTheDocument();
  expect(document.body).toHaveAttribute('data-scroll-locked');

  await user.click(screen.getByRole('button', { name: '關閉' }));
  expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  expect(document.body).not.toHaveAttribute('data-scroll-locked');

  await user.click(screen.getByRole('button', { name: '開啟選單' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
});

it('closes by a tap on the backdrop and by Back / Forward (popstate)', async () => {
  const user = userEvent.setup();
  const { container } = render(<MobileMenu menuMarkup={MENU_MARKUP} />);
  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
  await user.click(container.querySelector('[aria-hidden="true"][class*="backdrop"]')!);
  expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '開啟選單' }));
  expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  expect(document.body).not.toHaveAttribute('data-scroll-locked');
});
