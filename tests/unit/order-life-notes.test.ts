import { orderLifeNotes } from '@/lib/domain/orders/order-life-notes';

const base = {
  order_status: 1,
  payment: 'ATM',
  payment_deadline: '2026-11-25 23:59:59',
  closed_reason: null,
  payment_link_void: false,
  cart_restored: false,
  paid_at: null,
};
/** A card order: paid at once or closed, it has no transfer deadline. */
const cardOrder = { ...base, payment: 'card', payment_deadline: null };

describe('the order detail’s notes on its payment life', () => {
  it('an unpaid ATM order: its deadline and that it expires', () => {
    expect(orderLifeNotes(base)).toEqual(['請於 2026-11-25 23:59 前完成轉帳，逾期未付款之訂單將自動取消。']);
  });

  it('a card order cancelled at 2: its payment link is void', () => {
    expect(
      orderLifeNotes({
        ...cardOrder,
        order_status: 9,
        closed_reason: 'member',
        payment_link_void: true,
      }),
    ).toEqual(['付款連結已失效，無法再以此訂單付款。']);
  });

  it('an expired card order whose goods went back to the cart', () => {
    expect(
      orderLifeNotes({
        ...cardOrder,
        order_status: 11,
        closed_reason: 'expired',
        payment_link_void: true,
        cart_restored: true,
      }),
    ).toEqual([
      '本訂單未在付款期限內完成付款，已自動取消。',
      '付款連結已失效，無法再以此訂單付款。',
      '訂單中的商品已放回購物車，您可以改用其他付款方式重新結帳。',
    ]);
  });

  it('23: a payment after the order closed is refunded', () => {
    expect(
      orderLifeNotes({
        ...cardOrder,
        order_status: 23,
        closed_reason: 'late_payment',
      }),
    ).toEqual(['異常交易：本訂單取消後才收到您的付款，訂單無法成立，款項將由專人為您辦理退款。']);
  });

  it('a paid order its member cancelled: the payment is refunded (issue 35)', () => {
    expect(
      orderLifeNotes({
        ...cardOrder,
        order_status: 9,
        closed_reason: 'member',
        paid_at: '2026-11-24 10:00:00',
      }),
    ).toEqual(['本訂單於付款後取消，款項將由專人為您辦理退款。']);
  });

  it('a paid order: nothing to say', () => {
    expect(orderLifeNotes({ ...base, order_status: 3, payment_deadline: null })).toEqual([]);
  });
});
