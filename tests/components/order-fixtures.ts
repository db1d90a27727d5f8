import type { Office, Order, OrderItem, Paged } from '@/lib/contract/types';
import { NO_FORTUNE_FIELDS } from '@/lib/domain/cart';

/** Test records shaped as the orders API answers them (lib/contract/schema/orders.ts). */
export function orderItem(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  const number = overrides.product_number ?? '02001';
  return {
    id,
    product_id: id * 10,
    product_number: number,
    product_quantity: 1,
    activity_id: null,
    activity_item_id: null,
    gift_quantity: 0,
    price: 1200,
    pv: 960,
    is_lucky: 0,
    products: { id: id * 10, name: `商品${id}`, product_number: number, member_price: 1200, pv: 960, images: [] },
    ...NO_FORTUNE_FIELDS,
    ...overrides,
  };
}

export const feeItem = (id: number, fee: 100 | 200 | 250) =>
  orderItem(id, {
    product_number: { 100: '06004', 200: '0600401', 250: '0600402' }[fee],
    price: fee,
    pv: 0,
    products: { id: 900 + id, name: '運費', product_number: '06004', member_price: fee, pv: 0, images: [] },
  });

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    order_number: 'W20261123000007',
    created_at: '2026-11-23 09:05:07',
    total_price: 2500,
    total_pv: 1920,
    order_status: 1,
    invoice_number: null,
    payment: 'ATM',
    installment: 0,
    card_number: '12345',
    atm_day: '2026-11-25',
    delivery_code: '51',
    receiver: '林志明',
    receiver_phone: '0912111222',
    postal_code: '407',
    receiver_address: '臺中市西屯區市政路386號5樓',
    office_name: null,
    office_phone: null,
    sale_territory: '03',
    invoice_accept_type: null,
    invoice_address: null,
    carrier_type: 1,
    carrier_id: null,
    love_code: null,
    shipping_fee: 100,
    paid_at: null,
    thirdparty_payment_number: null,
    payment_deadline: '2026-11-25 23:59:59',
    closed_reason: null,
    payment_link_void: false,
    cart_restored: false,
    demo_transfer_url: null,
    order_items: [orderItem(1, { product_quantity: 2 }), feeItem(2, 100)],
    ...overrides,
  };
}

/** An order as an API built from the spec answers it: without the shop's additions to M §3's Order and Order item. */
export function specOrder(overrides: Partial<Order> = {}): Order {
  const {
    payment_deadline: _deadline,
    closed_reason: _reason,
    payment_link_void: _void,
    cart_restored: _restored,
    demo_transfer_url: _demo,
    ...rest
  } = order(overrides);
  return {
    ...rest,
    order_items: rest.order_items.map(
      ({
        activity_item_id: _item,
        fortune_calendar: _calendar,
        fortune_year: _year,
        fortune_month: _month,
        fortune_day: _day,
        fortune_china_hour: _chinaHour,
        fortune_minute: _minute,
        ...line
      }) => line,
    ),
  };
}

export const paged = (data: Order[], overrides: Partial<Paged<Order>> = {}): Paged<Order> => ({
  data,
  current_page: 1,
  from: data.length ? 1 : null,
  last_page: 1,
  per_page: 10,
  to: data.length || null,
  total: data.length,
  path: '/orders/search',
  ...overrides,
});

export function office(code: string, name: string, telephone: string): Office {
  return {
    id: Number(code),
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    deleted_at: null,
    sort: Number(code),
    name,
    code,
    postal_code: '407',
    city: '臺中市',
    district: '西屯區',
    address: '臺灣大道三段 658 號 12 樓',
    telephone,
    is_sales_territory_use: 1,
    is_fortune_use: 0,
  };
}
