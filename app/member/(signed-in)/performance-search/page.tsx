import { memberPanelRoute } from '@/components/member/member-panel';
import { PerformanceView } from '@/components/member/performance-view';

/** /member/performance-search (spec-coverage “Members: session and screens”), hidden from menus. */
const route = memberPanelRoute({ title: '業績查詢', path: '/member/performance-search' }, <PerformanceView />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
