/** @jest-environment #jsdom-page-environment */
import { render, screen } from '@testing-library/react';
import ErrorPage from '@/app/error';
import MemberError from '@/app/member/(signed-in)/error';
import { mockNetwork, pageLoads } from '../support/network';

mockNetwork();

/** A server component whose call met the maintenance message fails with its digest (lib/api/errors.ts). */
const maintenance = Object.assign(new Error('An error occurred in the Server Components render.'), {
  digest: 'SITE_MAINTENANCE',
});
const other = Object.assign(new Error('boom'), { digest: '12345' });

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it.each([
  ['a public page', ErrorPage],
  ['a member page', MemberError],
])('%s that failed on the maintenance message sends the user to /error, once per session', (_label, Boundary) => {
  render(<Boundary error={maintenance} reset={() => undefined} />);
  expect(pageLoads()).toEqual(['http://localhost/error']);
  render(<Boundary error={maintenance} reset={() => undefined} />);
  expect(pageLoads()).toEqual(['http://localhost/error']);
});

it('any other failure shows the retry and goes nowhere', () => {
  render(<ErrorPage error={other} reset={() => undefined} />);
  expect(pageLoads()).toEqual([]);
  expect(screen.getByRole('button', { name: '重新整理' })).toBeInTheDocument();
});
