import { DEFAULT_SHOP_CLOSED_READING, type ShopClosedReading } from '@/lib/domain/orders';

const READINGS: readonly ShopClosedReading[] = ['inside-window', 'outside-window'];

/**
 * The one setting that chooses how a shop_systems window reads (spec member §4 "Shop closed"):
 * `SHOP_CLOSED_READING` = inside-window | outside-window, read per request so an operator's change
 * needs no code. Any other value is a configuration mistake and falls back to the default reading.
 */
export function shopClosedReading(): ShopClosedReading {
  const value = process.env.SHOP_CLOSED_READING as ShopClosedReading | undefined;
  return value && READINGS.includes(value) ? value : DEFAULT_SHOP_CLOSED_READING;
}
