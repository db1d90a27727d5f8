import { ChangeFlow } from '@/components/member/change-flow';
import { memberPanelRoute } from '@/components/member/member-panel';

const route = memberPanelRoute({ title: '修改密碼', path: '/member/change' }, <ChangeFlow />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
