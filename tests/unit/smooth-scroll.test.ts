import { scrollOffsetAt, SIDE_BAR_SCROLL_MS } from '@/components/home/smooth-scroll';

describe('the side bar scrolls in 400 ms (spec-coverage “Public site: platform, SEO and speed”)', () => {
  it('starts where it is, is halfway at 200 ms, and arrives at exactly 400 ms', () => {
    expect(SIDE_BAR_SCROLL_MS).toBe(400);
    expect(scrollOffsetAt(0, 1000, 0)).toBe(0);
    expect(scrollOffsetAt(0, 1000, 200)).toBeCloseTo(500);
    expect(scrollOffsetAt(0, 1000, 399)).toBeLessThan(1000);
    expect(scrollOffsetAt(0, 1000, 400)).toBe(1000);
    expect(scrollOffsetAt(1000, 0, 800)).toBe(0);
  });
});
