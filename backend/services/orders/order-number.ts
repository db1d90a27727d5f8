import { sql } from 'drizzle-orm';
import { orderNumberSequence } from '../../db/schema';

/**
 * 'W' + the Taiwan date + at least 6 digits of `order_number_seq`, computed by the INSERT itself:
 * unique without any lock (a sequence hands every caller its own value, also on PostgreSQL with many
 * instances), readable, and short enough for a gateway's trade number (ECPay allows 20). A rolled-back
 * order leaves a gap.
 */
export const orderNumberOf = (now: string) =>
  sql<string>`${`W${now.slice(0, 10).replace(/-/g, '')}`} || lpad(nextval(${orderNumberSequence.seqName})::text, 6, '0')`;
