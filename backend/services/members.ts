import { and, asc, eq, ne, or } from 'drizzle-orm';
import { taipeiDate } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { isLive } from '../db/filters';
import { accessTokens, members, offices, performances, renewalSettings } from '../db/schema';
import { sha256 } from '../http/auth';
import type { Member } from '../http/env';
import type { Member as MemberAnswer, PerformanceFigures } from '@/lib/contract/types';

/** The member a username names: identity card (ID or tax number) or manage_id, letters in upper case. */
export async function findMemberByUsername(db: Db, username: string): Promise<Member | undefined> {
  const key = username.trim().toUpperCase();
  const [member] = await db
    .select()
    .from(members)
    .where(and(isLive(members), or(eq(members.identity_card, key), eq(members.manage_id, key))))
    .limit(1);
  return member;
}

/** The month's figures (spec-coverage “Members: embedded API” "Performance figures"), zeros when there is no row yet. */
export async function performanceFigures(db: Db, memberId: number, yyyymm: string): Promise<PerformanceFigures> {
  const [row] = await db
    .select()
    .from(performances)
    .where(and(eq(performances.member_id, memberId), eq(performances.yyyymm, yyyymm), isLive(performances)));
  return {
    pv: row?.pv ?? 0,
    team_pv: row?.team_pv ?? 0,
    master_team_pv: row?.master_team_pv ?? 0,
    pre_pv: row?.pre_pv ?? 0,
    pre_team_pv: row?.pre_team_pv ?? 0,
    pre_master_team_pv: row?.pre_master_team_pv ?? 0,
    accumulated_team_pv: row?.accumulated_team_pv ?? 0,
    pre_accumulated_team_pv: row?.pre_accumulated_team_pv ?? 0,
    cost_pv: row?.cost_pv ?? 0,
    pre_tour_pv: row?.pre_tour_pv ?? 0,
    tour_pv: row?.tour_pv ?? 0,
    tour_yyyymm: row?.tour_yyyymm ?? null,
    year_pv: row?.year_pv ?? 0,
  };
}

export const currentYyyymm = (now = new Date()) => taipeiDate(now).slice(0, 7).replace('-', '');

export async function renewalExpiryDate(db: Db) {
  const [setting] = await db
    .select()
    .from(renewalSettings)
    .where(isLive(renewalSettings))
    .orderBy(asc(renewalSettings.id))
    .limit(1);
  return setting?.renewal_expiry_date ?? null;
}

/** GET users: the spec's Member, never the password hash. */
export async function memberProfile(db: Db, member: Member, now = new Date()): Promise<MemberAnswer> {
  const { password_hash: _hash, ...fields } = member;
  const [territory] = member.sales_territory_id
    ? await db
        .select({ id: offices.id, name: offices.name, code: offices.code })
        .from(offices)
        .where(eq(offices.id, member.sales_territory_id))
    : [];
  return {
    ...fields,
    sales_territory: territory ?? null,
    pv: await performanceFigures(db, member.id, currentYyyymm(now)),
    renewal_expiry_date: await renewalExpiryDate(db),
  };
}

/** After a password change: every token of the member except `keepToken` stops working. */
export async function revokeTokens(db: Db, memberId: number, keepToken?: string) {
  await db
    .delete(accessTokens)
    .where(
      and(eq(accessTokens.member_id, memberId), keepToken ? ne(accessTokens.token_hash, sha256(keepToken)) : undefined),
    );
}
