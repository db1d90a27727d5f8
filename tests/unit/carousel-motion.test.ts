import {
  BANNER_EMBLA_DURATION,
  BANNER_TRANSITION_MS,
  EMBLA_STEP_MS,
  emblaDurationFor,
  emblaSettleMs,
} from '@/components/ui/carousel-motion';

describe("Embla's duration is turned into milliseconds (spec-coverage “Public site: platform, SEO and speed”: the banner moves in 300 ms)", () => {
  it('the banner transition is 300 ms and its Embla duration settles in exactly that', () => {
    expect(BANNER_TRANSITION_MS).toBe(300);
    expect(emblaDurationFor(BANNER_TRANSITION_MS)).toBe(BANNER_EMBLA_DURATION);
    expect(emblaSettleMs(BANNER_EMBLA_DURATION)).toBeCloseTo(300, 6);
  });

  it("Embla's own default (25) and the earlier setting (20) are far slower than 300 ms", () => {
    expect(emblaSettleMs(25)).toBeCloseTo(700, 6);
    expect(emblaSettleMs(20)).toBeCloseTo(483.33, 1);
  });

  it('finds the duration for any time Embla can reach, within half a step', () => {
    for (const ms of [300, 400, 500, 800]) {
      const duration = emblaDurationFor(ms);
      expect(Math.abs(emblaSettleMs(duration) - ms)).toBeLessThanOrEqual(EMBLA_STEP_MS / 2);
    }
    expect(emblaDurationFor(500)).toBeGreaterThan(emblaDurationFor(300));
  });

  it('300 ms is the quickest any Embla duration settles (a quicker pull swings past its place)', () => {
    for (let duration = 1; duration <= 60; duration += 0.05)
      expect(emblaSettleMs(duration)).toBeGreaterThanOrEqual(300 - 1e-6);
  });

  it('settling counts a swing past the place as unsettled (1% of the way)', () => {
    // Duration 5 overshoots by about 19%: it reaches its place in 100 ms but swings on past 300 ms.
    expect(emblaSettleMs(5)).toBeGreaterThan(300);
  });
});
