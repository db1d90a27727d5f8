import { LoginForm } from '@/components/member/login-form';
import { memberPanelRoute } from '@/components/member/member-panel';
import { LOGIN_PATH } from '@/lib/routes/member';

/** /member/login (spec-coverage “Members: session and screens”): the default child of the member area. */
const route = memberPanelRoute({ title: '會員登入', path: LOGIN_PATH, narrow: true }, <LoginForm />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
