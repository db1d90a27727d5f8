import { and, asc, eq, sql } from 'drizzle-orm';
import { isExpiredForShopping, isSettling, isShopClosed, ORDER_MESSAGES, ORDER_SUBMIT_ERRORS, type ShopWindow } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { performances, settlementDays, shopSystems } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Member } from '../../http/env';
import { readRow, wallTime } from './read-row';
import { shopClosedReading } from './shop-closed-reading';

const SUSPENDED = ['N', 'X', 'Z'];

const refuse = (status: 403 | 409, code: keyof typeof ORDER_SUBMIT_ERRORS, message = ORDER_SUBMIT_ERRORS[code].message) =>
  new HttpError(status, message, { status_from_backend: code });

const windowJson = (table: typeof shopSystems | typeof settlementDays) =>
  sql`json_build_object('status', ${table.status}, 'started_at', ${wallTime(table.started_at)}, 'finished_at', ${wallTime(table.finished_at)})`;

/** This month's year PV, the settlement windows and the shop's state, in one round trip. */
const shopState = (memberId: number, yyyymm: string) => sql`select
  (select ${performances.year_pv} from ${performances}
    where ${and(eq(performances.member_id, memberId), eq(performances.yyyymm, yyyymm), isLive(performances))}) as year_pv,
  (select coalesce(json_agg(${windowJson(settlementDays)}), '[]'::json) from ${settlementDays} where ${isLive(settlementDays)}) as settlements,
  (select ${windowJson(shopSystems)} from ${shopSystems} where ${isLive(shopSystems)} order by ${asc(shopSystems.id)} limit 1) as system`;

type ShopState = { year_pv: number | null; settlements: ShopWindow[]; system: ShopWindow | null };

/**
 * Who may order now, in the contract's order (docs/api-contract.md "Orders and payment"): suspended
 * 4004, exited 4005, not activated 4003, expired with year PV under 6,000 4001, no e-mail, then the
 * shop: a running settlement or a closed shop 4006. The first that applies answers.
 */
export async function checkOrderGates(db: Db, member: Member, now: string) {
  if (member.credit_audit && SUSPENDED.includes(member.credit_audit)) throw refuse(403, 4004);
  if (member.exited_at) throw refuse(403, 4005);
  if (!member.activated_at) throw refuse(403, 4003);
  const state = await readRow<ShopState>(db, shopState(member.id, now.slice(0, 7).replace('-', '')));
  if (isExpiredForShopping(member.expiry_day, state.year_pv ?? 0, now.slice(0, 10))) throw refuse(403, 4001);
  if (!member.email?.trim()) throw new HttpError(422, ORDER_MESSAGES.noEmail, { errors: { email: [ORDER_MESSAGES.noEmail] } });
  if (isSettling(state.settlements, now)) throw refuse(409, 4006, ORDER_MESSAGES.settlement);
  if (isShopClosed(state.system ?? undefined, now, shopClosedReading())) throw refuse(409, 4006);
}
