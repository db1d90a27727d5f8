import { Suspense } from 'react';
import { memberPanelRoute } from '@/components/member/member-panel';
import { OrderListView } from '@/components/orders/order-list-view';

/** /member/order/list (spec-coverage “Order history pages”): the frame on the server, the member's orders in the browser through the BFF. */
const route = memberPanelRoute(
  { title: '購買紀錄', path: '/member/order/list', headingId: 'orders-title' },
  <Suspense fallback={<p role="status">載入中…</p>}>
    <OrderListView />
  </Suspense>,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
