import type { Metadata } from 'next';
import { ServicePage, servicePageMetadata } from '@/components/service/service-page';
import { Stronghold } from '@/components/service/stronghold-map';
import { TAIWAN_MAP } from '@/components/service/taiwan-map';
import { loadServiceBases } from '@/lib/api/loaders/content';

const PATH = '/service/stronghold';

export function generateMetadata(): Promise<Metadata> {
  return servicePageMetadata(PATH);
}

/** /service/stronghold (spec-coverage “Public site: company content and service”): the nationwide service bases on a county map; the list is cached. */
export default async function StrongholdPage() {
  const bases = await loadServiceBases();
  return (
    <ServicePage href={PATH} fontSizeControl={false}>
      <Stronghold map={TAIWAN_MAP} bases={bases} />
    </ServicePage>
  );
}
