import { AccountView } from '@/components/member/account-view';
import { memberPanelRoute } from '@/components/member/member-panel';

const route = memberPanelRoute({ title: '會員資料', path: '/member/account' }, <AccountView />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
