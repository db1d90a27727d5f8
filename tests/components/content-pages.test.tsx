/** @jest-environment #jsdom-page-environment */
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import ScamPage from '@/app/scam/page';
import MemberProvisionPage from '@/app/service/member-provision/page';
import ContactResponsePage, { generateMetadata as responseMetadata } from '@/app/service/contact/response/page';
import { fakeCompanyApi } from '../support/company-api';

jest.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const HOSTILE = '<p onclick="steal()">第一則</p><script>steal()</script>';
const notice = (title: string, content: string) => ({
  id: 1,
  title,
  content,
  status: 1,
  created_at: '2026-01-02 03:04:05',
  updated_at: '2026-01-02 03:04:05',
  deleted_at: null,
});

const api = fakeCompanyApi();
beforeEach(() =>
  api.answers((path) => {
    if (path === 'antifrouds') return [200, { data: [notice('小心詐騙', HOSTILE), notice('第二則', '<p>第二則</p>')] }];
    if (path === 'terms') return [200, { data: [notice('會員條款', HOSTILE), notice('舊條款', '<p>舊條款</p>')] }];
    return undefined;
  }),
);

/** Renders a page's element, awaiting the async server components at its top as React's server renderer would. */
async function renderPage(element: ReactElement | Promise<ReactElement>) {
  let page = await element;
  while (typeof page.type === 'function' && page.type.constructor.name === 'AsyncFunction') {
    page = await (page.type as (props: object) => Promise<ReactElement>)(page.props as object);
  }
  render(page);
}

const expectSanitizedFirstItem = () => {
  expect(screen.getByText('第一則')).not.toHaveAttribute('onclick');
  expect(document.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  expect(screen.queryByText('第二則')).not.toBeInTheDocument();
};

describe('company pages of one API item (spec-coverage “Public site: company content and service”)', () => {
  it('/scam shows the first anti-fraud notice, sanitized, with font-size buttons', async () => {
    await renderPage(ScamPage());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('小心詐騙');
    expectSanitizedFirstItem();
    expect(screen.getByRole('button', { name: /放大字級/ })).toBeInTheDocument();
  });

  it('/service/member-provision shows the first item of GET terms, sanitized', async () => {
    await renderPage(MemberProvisionPage());
    expectSanitizedFirstItem();
  });

  it('/service/contact/response is noindex and links to /home and the contact form', async () => {
    expect((await responseMetadata()).robots).toMatchObject({ index: false });
    render(<ContactResponsePage />);
    expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: '繼續填寫聯絡表單' })).toHaveAttribute('href', '/service/contact');
  });
});
