import type { FortuneFields } from './cart';
import type { Product } from './catalogue';

/** Payment codes an order stores (GET payment-methods `code`, spec member §9 ids 1–4). */
export type PaymentCode = 'taiShinCard' | 'card' | 'unionPay' | 'ATM';

/** An order line as POST orders takes it: the cart line it comes from and what the page showed. */
export type OrderLineInput = { cart_id: number; product_id: number; product_number: string; quantity: number };

/** A gift choice of an activity (issue 11 fills it; empty until activities are built). */
export type OrderActivityInput = { activity_id: number; items: { product_id: number; product_number: string; quantity: number }[] };

/** POST orders (spec member §7 "Order submit payload"); money in whole NT$. */
export type OrderInput = {
  order_items: OrderLineInput[];
  activities: OrderActivityInput[];
  /** The office code of the member's sales territory. */
  sale_territory: string;
  /** '51' home delivery, else the pickup office's code. */
  delivery_code: string;
  receiver: string;
  receiver_phone: string;
  /** Home delivery only: the postal code and the full address (city, district, street). */
  postal_code: string | null;
  receiver_address: string | null;
  /** Business members: 1 same as delivery, 2 a new address, 3 office pickup; else null. */
  invoice_accept_type: 1 | 2 | 3 | null;
  /** Type 2: the full invoice address with its postal code first; type 3: the office's code. */
  invoice_address: string | null;
  /** Individual members: 1 member carrier, 2 mobile barcode, 4 donation; else null. */
  carrier_type: 1 | 2 | 4 | null;
  /** Carrier 2: one of the member's barcode01–03. */
  carrier_id: string | null;
  /** Carrier 4: a love code of GET love-codes. */
  love_code: string | null;
  /** Payment method id 1–4 (1 taiShinCard, 2 card, 3 unionPay, 4 ATM). */
  payment: 1 | 2 | 3 | 4;
  installment: number;
  /** ATM: 'YYYY-MM-DD' of GET remittance-days, and the paying account's last five digits. */
  atm_day: string | null;
  card_number: string | null;
  shipping_fee: number;
  /** Goods plus shipping. */
  total_price: number;
  total_pv: number;
  terms_agree: 0 | 1;
  agree_freebie_none: 0 | 1;
  agree_freebie_none_ids: number[];
  origin_device: string;
};

/** The answer of POST orders: card payments continue at `url` (the payment provider's page). */
export type OrderCreated = { id: number; order_number: string; payment: PaymentCode; order_status: number; url: string | null };

/** A stored order line (spec member §3 "Order item"); gifts carry an activity_id. */
export type OrderItem = FortuneFields & {
  id: number;
  product_id: number;
  product_number: string;
  product_quantity: number;
  activity_id: number | null;
  gift_quantity: number;
  price: number;
  pv: number;
  is_lucky: number;
  /** null when the product row no longer exists (the line keeps its number, price and PV). */
  products: Pick<Product, 'id' | 'name' | 'product_number' | 'member_price' | 'pv' | 'images'> | null;
};

/** A stored order (spec member §3 "Order (stored)"). */
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
  order_items: OrderItem[];
};
