import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNumberSequence } from '../../db/schema';

/**
 * 'W' + the Taiwan date + at least 6 digits of `order_number_seq`: unique without any lock (a
 * sequence hands every caller its own value, also on PostgreSQL with many instances), readable,
 * and short enough for a gateway's trade number (ECPay allows 20). A rolled-back order leaves a gap.
 */
export async function nextOrderNumber(tx: Db, now: string): Promise<string> {
  // PGlite and node-postgres both answer {rows}; the shared Db type does not say so.
  const result = (await tx.execute(sql`select nextval(${orderNumberSequence.seqName}) as value`)) as unknown as { rows: { value: string | number }[] };
  return `W${now.slice(0, 10).replace(/-/g, '')}${String(result.rows[0].value).padStart(6, '0')}`;
}
