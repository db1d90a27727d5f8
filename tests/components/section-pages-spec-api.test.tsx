/** @jest-environment #jsdom-page-environment */
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { sectionArticleRoute, SectionIndexPage } from '@/components/article/section-routes';
import { fakeCompanyApi } from '../support/company-api';
import { specSectionAnswer } from '../support/content-fixtures';

jest.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

/**
 * The about, join and service pages on a company API built from the spec (issue 50, D11): it has no
 * `GET articles/tree` (a 404), and the build read every route of these pages from it. The tree comes from the
 * sections' own calls instead (decision 0164).
 */
const api = fakeCompanyApi();
beforeEach(() => api.answers(specSectionAnswer));

it('the build finds every top-level article and child of a section', async () => {
  expect(await sectionArticleRoute('about', 'top').generateStaticParams()).toEqual([
    { articleId: '30' },
    { articleId: '37' },
  ]);
  expect(await sectionArticleRoute('service', 'child').generateStaticParams()).toEqual([
    { articleId: '1', childId: '2' },
    { articleId: '1', childId: '8' },
    { articleId: '9', childId: '10' },
  ]);
});

it("a section's page lists its top-level articles", async () => {
  render(await SectionIndexPage({ section: 'join' }));
  expect(screen.getByRole('link', { name: '文章 50' })).toHaveAttribute('href', '/join/50');
  expect(screen.getByRole('link', { name: '文章 75' })).toHaveAttribute('href', '/join/75');
});

it("a child's page shows the child", async () => {
  const { Page } = sectionArticleRoute('service', 'child');
  // The route's element is an async server component: awaited here as React's server renderer would.
  const page = (await Page({ params: Promise.resolve({ articleId: '1', childId: '8' }) })) as ReactElement<object>;
  render(await (page.type as (props: object) => Promise<ReactElement>)(page.props));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('文章 8');
  expect(screen.getByText('文章 8 的內容')).toBeInTheDocument();
});
