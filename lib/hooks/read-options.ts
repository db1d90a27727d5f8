/**
 * SWR options of every read the shop's islands make (member data and the order flow's public settings):
 * a failure is shown (with a retry button where the page has one) instead of being retried behind the
 * person's back, and a tab regaining focus does not refetch.
 */
export const READ_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
