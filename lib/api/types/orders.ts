import type { OrderPayload } from '@/lib/domain/checkout/order';
import type { ClosedReason } from '@/lib/domain/orders/transitions';
import type { FortuneFields } from './cart';
import type { Product } from './catalogue';

/** Payment codes an order stores (GET payment-methods `code`, spec-coverage “Checkout pages” ids 1–4). */
export type PaymentCode = 'taiShinCard' | 'card' | 'unionPay' | 'ATM';

/** POST orders (spec-coverage “Orders and payment: the API” "Order submit payload"): built by the checkout in lib/domain, typed there once. */
export type OrderInput = OrderPayload;

/** The answer of POST orders: card payments continue at `url` (the payment provider's page). */
export type OrderCreated = { id: number; order_number: string; payment: PaymentCode; order_status: number; url: string | null };

/** A stored order line (spec-coverage “Orders and payment: the API” "Order item"); gifts carry an activity_id. */
export type OrderItem = FortuneFields & {
  id: number;
  product_id: number;
  product_number: string;
  product_quantity: number;
  activity_id: number | null;
  /** Set for gifts: the gift (activity item) this line is, an opened red packet's prize included. */
  activity_item_id: number | null;
  gift_quantity: number;
  price: number;
  pv: number;
  is_lucky: number;
  /** null when the product row no longer exists (the line keeps its number, price and PV). */
  products: Pick<Product, 'id' | 'name' | 'product_number' | 'member_price' | 'pv' | 'images'> | null;
};

/** A stored order (spec-coverage “Orders and payment: the API” "Order (stored)"). */
export type Order = {
  id: number;
  order_number: string;
  created_at: string;
  total_price: number;
  total_pv: number;
  order_status: number;
  invoice_number: string | null;
  payment: PaymentCode;
  installment: number;
  card_number: string | null;
  atm_day: string | null;
  delivery_code: string;
  receiver: string;
  receiver_phone: string;
  postal_code: string | null;
  receiver_address: string | null;
  office_name: string | null;
  office_phone: string | null;
  sale_territory: string;
  invoice_accept_type: number | null;
  invoice_address: string | null;
  carrier_type: number | null;
  carrier_id: string | null;
  love_code: string | null;
  shipping_fee: number;
  paid_at: string | null;
  /** The gateway's trade number of the payment (a late payment's too). */
  thirdparty_payment_number: string | null;
  /** While unpaid (1, 2): when it expires, Taiwan time 'YYYY-MM-DD HH:mm:ss' (docs/api-contract.md "Order life"). */
  payment_deadline: string | null;
  /** Why a closed order closed. */
  closed_reason: ClosedReason | null;
  /** A card order no longer waiting at the gateway and never paid: its payment page refuses it. */
  payment_link_void: boolean;
  /** A card order that could not be paid put its goods back in the cart. */
  cart_restored: boolean;
  /** Demo only: the sandbox bank's page that marks an ATM order at 1 as transferred. */
  demo_transfer_url: string | null;
  order_items: OrderItem[];
};
