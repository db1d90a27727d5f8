/**
 * Embla's `duration` is not milliseconds: each step of its fixed 60-per-second loop pulls the slide
 * towards its place by (distance / duration) and keeps 0.68 of the speed (embla-carousel 8.6
 * `ScrollBody.seek`, `Animations` fixedTimeStep, `friction`). These mirror those constants so that
 * a time in ms can be turned into the duration that takes that long. With that friction no duration
 * settles sooner than 300 ms (a stronger pull swings past the place and back).
 */
export const EMBLA_STEP_MS = 1000 / 60;
export const EMBLA_FRICTION = 0.68;

/**
 * When a transition counts as over: the slide is within 1% of the way from its place and stays
 * there (a 1,200 px banner within 12 px, the end of any eased CSS transition to the eye).
 */
export const SETTLED_WITHIN = 0.01;

const MAX_STEPS = 600;

/** How long an Embla scroll with this `duration` takes to settle (SETTLED_WITHIN), in ms. */
export function emblaSettleMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let lastOutside = 0;
  for (let step = 1; step <= MAX_STEPS; step += 1) {
    velocity = (velocity + (1 - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(1 - location) >= SETTLED_WITHIN) lastOutside = step;
  }
  return (lastOutside + 1) * EMBLA_STEP_MS;
}

const SEARCH_STEP = 0.05;
const SEARCH_FROM = 1;
const SEARCH_TO = 100;

/**
 * The Embla `duration` whose scroll settles nearest to `ms`. Settling happens on whole steps of
 * 16.7 ms, so a range of durations settles at the same time: the middle of it is taken, away from
 * the edges where a rounding of the step would change the result.
 */
export function emblaDurationFor(ms: number): number {
  let bestError = Infinity;
  let best: number[] = [];
  for (let tenths = SEARCH_FROM / SEARCH_STEP; tenths <= SEARCH_TO / SEARCH_STEP; tenths += 1) {
    const duration = Math.round(tenths * SEARCH_STEP * 100) / 100;
    const error = Math.abs(emblaSettleMs(duration) - ms);
    if (error < bestError - 1e-9) {
      bestError = error;
      best = [duration];
    } else if (Math.abs(error - bestError) <= 1e-9) best.push(duration);
  }
  return best[Math.floor(best.length / 2)] ?? 25;
}

/** Spec public §9: the banner carousel's transition. */
export const BANNER_TRANSITION_MS = 300;

/**
 * emblaDurationFor(BANNER_TRANSITION_MS), written out so that the page does not run the search
 * (tests/unit/carousel-motion.test.ts holds the two equal).
 */
export const BANNER_EMBLA_DURATION = 15.3;
