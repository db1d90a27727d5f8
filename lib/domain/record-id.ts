/** The largest id a record can have: the database's integer. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id as a URL or a query writes it (digits only), or null when it cannot name a record. */
export function idFromSegment(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
