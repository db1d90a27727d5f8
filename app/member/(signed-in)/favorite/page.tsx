import { FavoritesView } from '@/components/favorites/favorites-view';
import { memberPanelRoute } from '@/components/member/member-panel';

/** /member/favorite (spec-coverage “Member area: favourites and cart step 1”): the member's favourites, read in the browser through the BFF. */
const route = memberPanelRoute(
  { title: '我的最愛', path: '/member/favorite', headingId: 'favorites-title' },
  <FavoritesView />,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
