import { asc } from 'drizzle-orm';
import { isExpiredForShopping, isSettling, isShopClosed, ORDER_MESSAGES, ORDER_SUBMIT_ERRORS } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { settlementDays, shopSystems } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Member } from '../../http/env';
import { performanceFigures } from '../members';
import { shopClosedReading } from './shop-closed-reading';

const SUSPENDED = ['N', 'X', 'Z'];

const refuse = (status: 403 | 409, code: keyof typeof ORDER_SUBMIT_ERRORS, message = ORDER_SUBMIT_ERRORS[code].message) =>
  new HttpError(status, message, { status_from_backend: code });

/**
 * Who may order now, in the contract's order (docs/api-contract.md "Orders and payment"): suspended
 * 4004, exited 4005, not activated 4003, expired with year PV under 6,000 4001, no e-mail, then the
 * shop: a running settlement or a closed shop 4006. The first that applies answers.
 */
export async function checkOrderGates(db: Db, member: Member, now: string) {
  if (member.credit_audit && SUSPENDED.includes(member.credit_audit)) throw refuse(403, 4004);
  if (member.exited_at) throw refuse(403, 4005);
  if (!member.activated_at) throw refuse(403, 4003);
  const { year_pv } = await performanceFigures(db, member.id, now.slice(0, 7).replace('-', ''));
  if (isExpiredForShopping(member.expiry_day, year_pv, now.slice(0, 10))) throw refuse(403, 4001);
  if (!member.email?.trim()) throw new HttpError(422, ORDER_MESSAGES.noEmail, { errors: { email: [ORDER_MESSAGES.noEmail] } });

  const settlements = await db.select().from(settlementDays).where(isLive(settlementDays));
  if (isSettling(settlements, now)) throw refuse(409, 4006, ORDER_MESSAGES.settlement);
  const [system] = await db.select().from(shopSystems).where(isLive(shopSystems)).orderBy(asc(shopSystems.id)).limit(1);
  if (isShopClosed(system, now, shopClosedReading())) throw refuse(409, 4006);
}
