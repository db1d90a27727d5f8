import { ForgotFlow } from '@/components/member/forgot-flow';
import { memberPanelRoute } from '@/components/member/member-panel';
import { FORGOT_PATH } from '@/lib/routes/member';

/** /member/forgot (spec-coverage “Members: session and screens”): four steps; logged-in members are sent to /home by proxy.ts. */
const route = memberPanelRoute({ title: '忘記密碼', path: FORGOT_PATH, narrow: true }, <ForgotFlow />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
