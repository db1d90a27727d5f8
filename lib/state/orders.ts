import { atom } from 'jotai';

/**
 * A message the order list announces when it is shown next: an order detail that could not be
 * fetched sends the member back to the list with it (spec-coverage “Order history pages”). Kept out of the URL so that a
 * refresh or a shared link does not repeat it.
 */
export const orderListNoticeAtom = atom<string | null>(null);
