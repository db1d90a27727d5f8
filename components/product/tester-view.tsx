import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { serverApi } from '@/lib/api/server';
import { pageMetadata } from '@/lib/metadata';
import { LIST_PATH } from '@/lib/routes/product-list-query';
import { testerAuthorization } from '@/lib/session/session';

type Render = (api: ReturnType<typeof serverApi>) => Promise<ReactNode>;

/** Never indexed: a tester's view of a public URL (proxy.ts rewrites a tester's catalogue pages to it). */
export const testerMetadata = (title: string): Promise<Metadata> =>
  pageMetadata({ title, path: LIST_PATH, noindex: true });

/**
 * A tester's catalogue view (lib/routes/tester-catalogue.ts): `render` asks the API with the tester's
 * bearer, so status-0 and testing products show; rendered per request (the session is read, hence
 * Suspense) and never cached or shared. Anyone else gets not found.
 */
export function TesterView({ render }: { render: Render }) {
  return (
    <Suspense fallback={<p role="status">載入中…</p>}>
      <TesterContent render={render} />
    </Suspense>
  );
}

async function TesterContent({ render }: { render: Render }) {
  const authorization = await testerAuthorization().catch(() => undefined);
  if (!authorization) notFound();
  return render(serverApi(authorization));
}
