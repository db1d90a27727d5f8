/** @jest-environment #jsdom-page-environment */
import { render, screen, within } from '@testing-library/react';
import { h } from 'hastscript';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteNav } from '@/components/layout/site-nav';
import { MonthCalendar } from '@/components/ui/month-calendar';
import { StaticHtml } from '@/components/ui/static-html';
import { FALLBACK_MENU } from '@/lib/routes/menu';
import type { SystemRight } from '@/lib/contract/types';

jest.mock('@/components/layout/lazy-islands', () => ({ LazyVisitorCounter: () => null }));

describe('static subtrees sent as HTML strings', () => {
  it('escape what they are given: a label that looks like markup stays text', () => {
    const { container } = render(
      <StaticHtml tree={h('p', [h('a', { href: '/news?q="1"&x=<2>' }, '<img src=x onerror=alert(1)>')])} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toHaveAttribute(
      'href',
      '/news?q="1"&x=<2>',
    );
  });

  it('the desktop menu: every section and child as a link to its page', () => {
    render(<SiteNav menu={FALLBACK_MENU} />);
    const nav = screen.getByRole('navigation', { name: '主選單' });
    for (const entry of FALLBACK_MENU) {
      expect(within(nav).getByRole('link', { name: entry.label })).toHaveAttribute('href', entry.href);
      for (const child of entry.children)
        expect(
          within(nav)
            .getAllByRole('link', { name: child.label })
            .map((link) => link.getAttribute('href')),
        ).toContain(child.href);
    }
  });

  it('the footer: the company, its contact links, the social links that exist and the footer menu', () => {
    const rights = {
      address: '407 臺中市西屯區臺灣大道三段 658 號 12 樓',
      telphone: '04-2358-6688',
      fax: '',
      email: 'service@tocin.com.tw',
      link_fb: 'https://www.facebook.com/tocin',
      link_line: '',
      declare: '',
    } as Partial<SystemRight> as SystemRight;
    render(<SiteFooter rights={rights} menu={FALLBACK_MENU} visitorCount={12} />);
    expect(screen.getByRole('heading', { name: '東震股份有限公司' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '04-2358-6688' })).toHaveAttribute('href', 'tel:0423586688');
    expect(screen.getByRole('link', { name: 'service@tocin.com.tw' })).toHaveAttribute(
      'href',
      'mailto:service@tocin.com.tw',
    );
    expect(screen.getByRole('link', { name: /Facebook（另開新視窗）/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: '頁尾選單' })).getByRole('link', { name: '防詐騙專區' }),
    ).toHaveAttribute('href', '/scam');
  });

  it('the month grid: payment days marked in words, no empty class on a plain day', () => {
    const { container } = render(<MonthCalendar title="2026-03-01" paymentDays={['5', '20']} />);
    expect(screen.getAllByText('（繳款日）')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: '一' })).toBeInTheDocument();
    expect(container.querySelectorAll('[class=""]')).toHaveLength(0);
  });
});
