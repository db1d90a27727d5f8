/** A positive id from a URL segment, or null when it cannot name one. */
export const idFromSegment = (raw: string): number | null => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
