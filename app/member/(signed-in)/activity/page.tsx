import { ActivityRedeemForm } from '@/components/member/activity-redeem-form';
import { memberPanelRoute } from '@/components/member/member-panel';

/** /member/activity (spec-coverage “Members: session and screens”), hidden from menus: placeholder title and text, a serial field, a save button that does nothing. */
const route = memberPanelRoute(
  { title: '活動兌換', path: '/member/activity' },
  <>
    <p>活動說明文字（待提供）。請輸入活動序號。</p>
    <ActivityRedeemForm />
  </>,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
