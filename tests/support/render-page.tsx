import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** An SWR cache of the test's own: each render reads the network afresh, as a page's first load does. */
export const FreshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** Renders a page island as a fresh page load renders it. */
export const renderPage = (ui: ReactElement) => render(ui, { wrapper: FreshCache });
