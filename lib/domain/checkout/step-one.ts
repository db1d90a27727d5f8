import { ACCOUNT_PATH, HOME_PATH } from '../destinations';
import { lineLimit } from '../cart/line-limit';
import { orderLineFortuneOf, type OrderLineFortune } from '../cart/personalisation';
import {
  isExpiredForShopping,
  isSettling,
  isShopClosed,
  ORDER_MESSAGES,
  type ShopClosedReading,
  type ShopWindow,
} from '../orders';

/** Where a blocked step 1 sends the member (also home and the account page). */
export const SHOP_CLOSE_PATH = '/member/shopcart/shop-close';

/** What a blocked "next" of step 1 does: an alert (none for the closed shop, whose page says it), then `to` (null: stay). */
export type StepOneBlock = {
  gate: 'settlement' | 'shop-closed' | 'expired' | 'no-email' | 'gift-choice';
  message: string | null;
  to: string | null;
};

export type StepOneFacts = {
  settlements: readonly ShopWindow[];
  /** The first record of GET shop-systems (the API reads the same one). */
  shopSystem: ShopWindow | undefined;
  member: { email: string | null; expiry_day: string | null; pv?: { year_pv: number } | null };
  /** Taiwan wall time 'YYYY-MM-DD HH:mm:ss'. */
  now: string;
  reading: ShopClosedReading;
  /** A product-gift activity still needs the member's choice (lib/checkout/pending-gift-choice.ts `pendingGiftChoice`, read on step 1's next; the later steps' guard passes false: the choice was made on step 1). */
  giftChoicePending: boolean;
};

/**
 * Step 1 "next" (spec-coverage “Checkout pages”), the first rule that applies, in the spec's order: settlement
 * running → alert, home; shop closed → the shop-close page; expired with year PV under 6,000 →
 * alert, home; no e-mail → alert, /member/account; a product-gift activity still needing a choice →
 * alert, stay. null: step 2 may open.
 */
export function stepOneBlock({
  settlements,
  shopSystem,
  member,
  now,
  reading,
  giftChoicePending,
}: StepOneFacts): StepOneBlock | null {
  if (isSettling(settlements, now)) return { gate: 'settlement', message: ORDER_MESSAGES.settlement, to: HOME_PATH };
  if (isShopClosed(shopSystem, now, reading)) return { gate: 'shop-closed', message: null, to: SHOP_CLOSE_PATH };
  if (isExpiredForShopping(member.expiry_day, member.pv?.year_pv ?? 0, now.slice(0, 10)))
    return { gate: 'expired', message: ORDER_MESSAGES.expired, to: HOME_PATH };
  if (!member.email?.trim()) return { gate: 'no-email', message: ORDER_MESSAGES.noEmail, to: ACCOUNT_PATH };
  if (giftChoicePending) return { gate: 'gift-choice', message: ORDER_MESSAGES.giftChoicePending, to: null };
  return null;
}

type CartLineLike = {
  id: number;
  product_id: number;
  product_quantity: number;
  is_lucky: number;
  products: { name: string; product_number: string; quantity: number; max_limited_buy: number | null };
};

/**
 * An order line of the draft: the cart line it comes from (`cart_id`, the shop's addition to POST orders), a lucky
 * line's fortune fields (what M §7 names), and its name for messages.
 */
export type DraftLine = {
  cart_id: number;
  product_id: number;
  product_number: string;
  quantity: number;
  name: string;
} & OrderLineFortune;

/** Lines still purchasable: a line limit above 0, or a lucky line (made to order, kept by the cart). */
export const purchasableLines = <T extends CartLineLike>(lines: readonly T[]): T[] =>
  lines.filter((line) => line.is_lucky === 1 || lineLimit(line.products) > 0);

/** The draft's order lines, built from the cart when step 1's next passes. */
export const draftLinesFrom = (lines: readonly CartLineLike[]): DraftLine[] =>
  purchasableLines(lines).map((line) => ({
    cart_id: line.id,
    product_id: line.product_id,
    product_number: line.products.product_number,
    quantity: line.product_quantity,
    name: line.products.name,
    ...(line.is_lucky === 1 ? orderLineFortuneOf(line) : {}),
  }));

/**
 * Whether the draft's lines are still what the cart holds (the same lines, quantities and products):
 * a cart changed after step 1 (another tab, a line taken out) must pass step 1 again.
 */
export function draftMatchesCart(draft: readonly DraftLine[], lines: readonly CartLineLike[]): boolean {
  const current = draftLinesFrom(lines);
  if (draft.length === 0 || current.length !== draft.length) return false;
  return draft.every((line) =>
    current.some(
      (now) =>
        now.cart_id === line.cart_id &&
        now.product_id === line.product_id &&
        now.quantity === line.quantity &&
        now.product_number === line.product_number,
    ),
  );
}
