import { and, asc, gte } from 'drizzle-orm';
import { OFFERED_REMITTANCE_DAYS } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { remittanceDays } from '../../db/schema';
import type { RemittanceDay } from '@/lib/contract/types';

const fromToday = (today: string) => and(isLive(remittanceDays), gte(remittanceDays.day, today));

/**
 * The ATM remittance days a member may choose (OFFERED_REMITTANCE_DAYS): the first few of the shop's
 * days from today on. GET remittance-days lists them; POST orders accepts only them (offeredDays).
 */
export const offeredRemittanceDays = (db: Db, today: string): Promise<RemittanceDay[]> =>
  db
    .select()
    .from(remittanceDays)
    .where(fromToday(today))
    .orderBy(asc(remittanceDays.day))
    .limit(OFFERED_REMITTANCE_DAYS);

/** The same days as a one-column subquery, for POST orders' check of `atm_day`. */
export const offeredDays = (db: Db, today: string) =>
  db
    .select({ day: remittanceDays.day })
    .from(remittanceDays)
    .where(fromToday(today))
    .orderBy(asc(remittanceDays.day))
    .limit(OFFERED_REMITTANCE_DAYS);
