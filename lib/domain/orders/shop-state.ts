/**
 * Whether the web shop takes orders (spec-coverage “Orders and payment: the API” "Shop closed" and "Step 1 next"). Date-times are
 * Taiwan wall times 'YYYY-MM-DD HH:mm:ss', which compare as strings.
 */
export type ShopWindow = { status: number; started_at: string | null; finished_at: string | null };

/**
 * The spec leaves open whether status 1 with a window means "closed inside the window" (a planned
 * maintenance) or "closed outside it" (opening hours). Both readings are kept; one setting chooses.
 */
export type ShopClosedReading = 'inside-window' | 'outside-window';
export const DEFAULT_SHOP_CLOSED_READING: ShopClosedReading = 'inside-window';

/**
 * The reading from the setting's text (`SHOP_CLOSED_READING`, read per request by the API and by the
 * pages' server, which hands it to the checkout islands); anything else is a configuration mistake
 * and falls back to the default reading.
 */
export function parseShopClosedReading(value: string | undefined): ShopClosedReading {
  return value === 'inside-window' || value === 'outside-window' ? value : DEFAULT_SHOP_CLOSED_READING;
}

const within = (window: ShopWindow, now: string) =>
  !!window.started_at && !!window.finished_at && window.started_at <= now && now <= window.finished_at;

export function isShopClosed(
  system: ShopWindow | undefined,
  now: string,
  reading: ShopClosedReading = DEFAULT_SHOP_CLOSED_READING,
): boolean {
  if (!system) return false;
  if (system.status === 0) return true;
  if (!system.started_at || !system.finished_at) return false;
  return reading === 'inside-window' ? within(system, now) : !within(system, now);
}

/** A settlement window running now pauses all ordering (status 1 and now inside its window). */
export const isSettling = (settlements: readonly ShopWindow[], now: string) =>
  settlements.some((settlement) => settlement.status === 1 && within(settlement, now));

/** Expired (expiry_day passed) with a year PV under 6,000: cannot shop until renewing (spec-coverage “Orders and payment: the API”). */
export const ANNUAL_PV_THRESHOLD = 6000;
export const isExpiredForShopping = (expiryDay: string | null, yearPv: number, today: string) =>
  !!expiryDay && expiryDay.slice(0, 10) < today && yearPv < ANNUAL_PV_THRESHOLD;
