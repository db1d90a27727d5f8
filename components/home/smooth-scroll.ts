/** How long the home side bar's scrolling takes (spec-coverage “Public site: platform, SEO and speed”). */
export const SIDE_BAR_SCROLL_MS = 400;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Where a scroll from `from` to `to` lasting `duration` ms stands after `elapsed` ms (eased; exactly `to` at the end). */
export function scrollOffsetAt(from: number, to: number, elapsed: number, duration = SIDE_BAR_SCROLL_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return t === 1 ? to : from + (to - from) * easeInOutCubic(t);
}
