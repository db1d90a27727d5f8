/** Which view of a magazine a reader opened (POST ebooks/{id}/views `view_from`). */
export type EbookViewFrom = 'mobile' | 'desktop';

/** Spec §4, §9: a magazine opened in a window narrower than 768 px is a mobile view. */
export const MOBILE_BELOW_PX = 768;

export const viewFromWidth = (width: number): EbookViewFrom => (width < MOBILE_BELOW_PX ? 'mobile' : 'desktop');

/**
 * The spreads of a magazine as lists of page indexes (0-based). One page per view on phones; two on
 * wide screens, where the cover stands alone on the right as in a printed magazine, then 2–3, 4–5…
 */
export function spreadsOf(pageCount: number, perView: 1 | 2): number[][] {
  if (pageCount <= 0) return [];
  if (perView === 1) return Array.from({ length: pageCount }, (_, index) => [index]);
  const spreads: number[][] = [[0]];
  for (let index = 1; index < pageCount; index += 2) spreads.push(index + 1 < pageCount ? [index, index + 1] : [index]);
  return spreads;
}

/** The spread that shows the given page. */
export const spreadIndexOf = (spreads: number[][], page: number) =>
  Math.max(
    0,
    spreads.findIndex((spread) => spread.includes(page)),
  );
