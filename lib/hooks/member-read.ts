/**
 * SWR options of every member read: a failure is shown to the member (with a retry button where the
 * page has one) instead of being retried behind their back, and a tab regaining focus does not refetch.
 */
export const MEMBER_READ = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
