import { servicePageRoute } from '@/components/service/service-page';
import { Stronghold } from '@/components/service/stronghold-map';
import { TAIWAN_MAP } from '@/components/service/taiwan-map';
import { loadServiceBases } from '@/lib/api/loaders/content';

/** /service/stronghold (spec-coverage “Public site: company content and service”): the nationwide service bases on a county map; the list is cached. */
const route = servicePageRoute(
  '/service/stronghold',
  async () => <Stronghold map={TAIWAN_MAP} bases={await loadServiceBases()} />,
  { fontSizeControl: false },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
