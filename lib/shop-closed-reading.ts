import { DEFAULT_SHOP_CLOSED_READING } from '@/lib/domain/orders/shop-state';
import { parseShopClosedReading } from '@/lib/domain/checkout/step-one';

/**
 * How the shop reads a shop_systems window (spec member §4 "Shop closed", both readings kept):
 * NEXT_PUBLIC_SHOP_CLOSED_READING = inside-window | outside-window, inlined into the browser bundle
 * at build time. Set it to the same value as the API's SHOP_CLOSED_READING, or step 1 and POST
 * orders read the window differently (the API then answers 4006).
 */
export const SHOP_CLOSED_READING = parseShopClosedReading(process.env.NEXT_PUBLIC_SHOP_CLOSED_READING, DEFAULT_SHOP_CLOSED_READING);
