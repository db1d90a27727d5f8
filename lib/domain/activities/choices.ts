import { chosenGift, type ActivityOutcome } from './rules';

/**
 * The member's product-gift choices on step 1 (spec-coverage “Activities”): one gift per RuleProduct activity,
 * remembered with the times the rule was met when it was made. A choice resets when that count drops
 * (fewer condition products), and follows it when it grows.
 */
export type GiftChoices = Record<number, { product_id: number; times: number }>;

/** The choices still standing for these outcomes: dropped counts and vanished activities reset. */
export function reconcileChoices(choices: GiftChoices, outcomes: readonly ActivityOutcome[]): GiftChoices {
  const next: GiftChoices = {};
  for (const outcome of outcomes) {
    const choice = choices[outcome.activity_id];
    if (!choice || !outcome.choice || outcome.times < choice.times) continue;
    next[outcome.activity_id] = { product_id: choice.product_id, times: outcome.times };
  }
  return next;
}

/** The product-gift activities whose choice is missing or no longer valid ('please select activity gifts'). */
export const pendingChoices = (outcomes: readonly ActivityOutcome[], choices: GiftChoices) =>
  outcomes.filter(
    (outcome) =>
      outcome.choice && !(choices[outcome.activity_id] && chosenGift(outcome, choices[outcome.activity_id].product_id)),
  );

/** POST orders' `activities` (spec-coverage “Activities”): every activity that gives, with its gifts, choice or draws. */
export type SubmittedActivity = {
  activity_id: number;
  items: { product_id: number; product_number: string; quantity: number }[];
  /** RuleRaffle: the draws the page showed (0 for the other rules). */
  draws: number;
};

/** The gift rows of the order: fixed and range gifts, and the chosen product gifts. */
export function orderGifts(outcomes: readonly ActivityOutcome[], choices: GiftChoices) {
  return outcomes.flatMap((outcome) => {
    if (outcome.type !== 'RuleProduct')
      return outcome.gifts.map((gift) => ({ ...gift, activity_id: outcome.activity_id, title: outcome.title }));
    const choice = choices[outcome.activity_id];
    const gift = choice ? chosenGift(outcome, choice.product_id) : null;
    return gift ? [{ ...gift, activity_id: outcome.activity_id, title: outcome.title }] : [];
  });
}

export function submittedActivities(outcomes: readonly ActivityOutcome[], choices: GiftChoices): SubmittedActivity[] {
  const gifts = orderGifts(outcomes, choices);
  return outcomes
    .map((outcome) => ({
      activity_id: outcome.activity_id,
      items: gifts
        .filter((gift) => gift.activity_id === outcome.activity_id)
        .map(({ product_id, product_number, quantity }) => ({ product_id, product_number, quantity })),
      draws: outcome.draws,
    }))
    .filter((entry) => entry.items.length > 0 || entry.draws > 0);
}
