import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/article/breadcrumbs';
import { ContentPage } from '@/components/layout/content-page';
import { Stronghold } from '@/components/service/stronghold-map';
import { TAIWAN_MAP } from '@/components/service/taiwan-map';
import { JsonLd } from '@/components/ui/json-ld';
import { loadServiceBases } from '@/lib/api/loaders/content';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const TRAIL = [
  { name: '首頁', path: '/home' },
  { name: '客服中心', path: '/service' },
  { name: '服務據點', path: '/service/stronghold' },
];

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: '服務據點', path: '/service/stronghold' });
}

/** /service/stronghold (spec-coverage “Public site: company content and service”): the nationwide service bases on a county map; the list is cached. */
export default async function StrongholdPage() {
  const bases = await loadServiceBases();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(TRAIL)} />
      <Breadcrumbs trail={TRAIL} />
      <ContentPage title="服務據點" fontSizeControl={false}>
        <Stronghold map={TAIWAN_MAP} bases={bases} />
      </ContentPage>
    </>
  );
}
