import type { Metadata } from 'next';
import { MemberPanel, memberPageMetadata } from '@/components/member/member-panel';
import { OrderDetailView } from '@/components/orders/order-detail-view';

type Props = { params: Promise<{ id: string }> };

// Not indexed, so one canonical path serves every order (and the metadata needs no runtime data).
export function generateMetadata(): Promise<Metadata> {
  return memberPageMetadata('訂單明細', '/member/order/list');
}

/** /member/order/{id} (spec-coverage “Order history pages”): the frame on the server, the order in the browser through the BFF. */
export default async function OrderDetailPage({ params }: Props) {
  const { id } = await params;
  return (
    <MemberPanel title="訂單明細" headingId="order-title">
      <OrderDetailView id={id} />
    </MemberPanel>
  );
}
