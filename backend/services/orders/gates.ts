import { and, asc, eq, sql } from 'drizzle-orm';
import { isSuspended } from '@/lib/domain/member-standing';
import {
  isExpiredForShopping,
  isSettling,
  isShopClosed,
  ORDER_MESSAGES,
  ORDER_SUBMIT_ERRORS,
  type ShopWindow,
} from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { orderIdempotencyKeys, performances, settlementDays, shopSystems } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Member } from '../../http/env';
import { readRow, wallTime } from './read-row';
import { shopClosedReading } from './shop-closed-reading';

const refuse = (
  status: 403 | 409,
  code: keyof typeof ORDER_SUBMIT_ERRORS,
  message = ORDER_SUBMIT_ERRORS[code].message,
) => new HttpError(status, message, { status_from_backend: code });

const windowJson = (table: typeof shopSystems | typeof settlementDays) =>
  sql`json_build_object('status', ${table.status}, 'started_at', ${wallTime(table.started_at)}, 'finished_at', ${wallTime(table.finished_at)})`;

/** The order an Idempotency-Key already made, this month's year PV, the settlement windows and the shop's state. */
const orderState = (memberId: number, key: string, yyyymm: string) => sql`select
  (select ${orderIdempotencyKeys.order_id} from ${orderIdempotencyKeys}
    where ${and(eq(orderIdempotencyKeys.member_id, memberId), eq(orderIdempotencyKeys.key, key))}) as first_order_id,
  (select ${performances.year_pv} from ${performances}
    where ${and(eq(performances.member_id, memberId), eq(performances.yyyymm, yyyymm), isLive(performances))}) as year_pv,
  (select coalesce(json_agg(${windowJson(settlementDays)}), '[]'::json) from ${settlementDays} where ${isLive(settlementDays)}) as settlements,
  (select ${windowJson(shopSystems)} from ${shopSystems} where ${isLive(shopSystems)} order by ${asc(shopSystems.id)} limit 1) as system`;

export type OrderState = {
  first_order_id: number | null;
  year_pv: number | null;
  settlements: ShopWindow[];
  system: ShopWindow | null;
};

/** What POST orders checks before reading the payload, in one round trip (read-row.ts says why). */
export const readOrderState = (db: Db, memberId: number, key: string, now: string) =>
  readRow<OrderState>(db, orderState(memberId, key, now.slice(0, 7).replace('-', '')));

/**
 * Who may order now, in the contract's order (docs/api-contract.md "Orders and payment"): suspended
 * 4004, exited 4005, not activated 4003, expired with year PV under 6,000 4001, no e-mail, then the
 * shop: a running settlement or a closed shop 4006. The first that applies answers.
 */
export function checkOrderGates(member: Member, state: OrderState, now: string) {
  if (isSuspended(member)) throw refuse(403, 4004);
  if (member.exited_at) throw refuse(403, 4005);
  if (!member.activated_at) throw refuse(403, 4003);
  if (isExpiredForShopping(member.expiry_day, state.year_pv ?? 0, now.slice(0, 10))) throw refuse(403, 4001);
  if (!member.email?.trim())
    throw new HttpError(422, ORDER_MESSAGES.noEmail, { errors: { email: [ORDER_MESSAGES.noEmail] } });
  if (isSettling(state.settlements, now)) throw refuse(409, 4006, ORDER_MESSAGES.settlement);
  if (isShopClosed(state.system ?? undefined, now, shopClosedReading())) throw refuse(409, 4006);
}
