import { randomInt } from 'node:crypto';
import { addYears, format, lastDayOfYear, subMonths } from 'date-fns';
import { and, asc, eq, like } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import { isRocIdentity } from '@/lib/domain/validation/rules';
import type { Db } from '../db/types';
import { members, offices, orders, performances } from '../db/schema';
import { DEMO_PASSWORD, DISTRIBUTOR_MONTH_FIGURES } from '../seed/members';
import { seedCalendar, isoDate } from '../seed/dates';
import { hashPassword } from './passwords';

/**
 * Members an end-to-end test makes for itself (POST _dev/members) and removes after (DELETE _dev/members/{id}),
 * so no two tests share a cart, orders or favourites. Each is marked by its manage_id, `E2E` and the seven
 * random digits of its identity card: only members so marked can be removed, never a seed member.
 */
const MARK = 'E2E';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** A valid national ID with seven random digits: the checksum digit is the one of 0–9 that isRocIdentity accepts. */
function randomIdentity(): { identity: string; digits: string } {
  const digits = Array.from({ length: 7 }, () => randomInt(10)).join('');
  const head = `${LETTERS[randomInt(LETTERS.length)]}${randomInt(1, 3)}${digits}`;
  const check = [...'0123456789'].find((digit) => isRocIdentity(`${head}${digit}`))!;
  return { identity: `${head}${check}`, digits };
}

const TAX_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];

/** A company tax number (統一編號): the products' digit sums add up to a multiple of 10 (or, with a 7 in 7th place, one less). */
export function isTaxNumber(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const sum = [...value].reduce(
    (total, digit, i) => total + [...String(Number(digit) * TAX_WEIGHTS[i])].reduce((a, b) => a + Number(b), 0),
    0,
  );
  return sum % 10 === 0 || (value[6] === '7' && (sum + 1) % 10 === 0);
}

/** A valid tax number with seven random digits and the checksum digit that makes it valid. */
function randomTaxNumber(): { identity: string; digits: string } {
  for (;;) {
    const digits = Array.from({ length: 7 }, () => randomInt(10)).join('');
    const check = [...'0123456789'].find((digit) => isTaxNumber(`${digits}${digit}`));
    if (check) return { identity: `${digits}${check}`, digits };
  }
}

/**
 * An activated distributor in good standing, as backend/seed/members.ts makes the ones who shop, with the
 * demo password; `business`: a company (an 8-digit tax number and its owner) instead of a person.
 */
export async function createE2eMember(db: Db, { business = false } = {}, now = new Date()) {
  const { today } = seedCalendar(now);
  const [territory] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.is_sales_territory_use, 1))
    .orderBy(asc(offices.sort))
    .limit(1);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const stamp = taipeiDateTime(now);
  for (let attempt = 0; ; attempt++) {
    const { identity, digits } = business ? randomTaxNumber() : randomIdentity();
    const taken = await db.select({ id: members.id }).from(members).where(eq(members.identity_card, identity));
    const markTaken = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.manage_id, `${MARK}${digits}`));
    if ((taken.length || markTaken.length) && attempt < 20) continue;
    const address = '407 臺中市西屯區臺灣大道三段 99 號 8 樓';
    const [member] = await db
      .insert(members)
      .values({
        identity_card: identity,
        manage_id: `${MARK}${digits}`,
        password_hash,
        activated_at: stamp,
        name: business ? '測試商行有限公司' : '測試會員',
        web_name: business ? '測試商行' : '測試',
        company_owner: business ? '測試負責人' : null,
        birthday: business ? null : '1990-01-01',
        email: `e2e-${digits}@example.com.tw`,
        email_verified_at: stamp,
        hierarchical: '傳銷商',
        mobile_phone01: `09${digits}${randomInt(10)}`,
        mailing_address: address,
        residence_address: address,
        sales_territory_id: territory?.id ?? null,
        expiry_day: isoDate(lastDayOfYear(addYears(today, 1))),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning({ id: members.id, username: members.identity_card });
    const thisMonth = format(today, 'yyyyMM');
    const lastMonth = format(subMonths(today, 1), 'yyyyMM');
    await db.insert(performances).values([
      {
        member_id: member.id,
        yyyymm: lastMonth,
        tour_yyyymm: lastMonth,
        pv: 3900,
        team_pv: 8600,
        accumulated_team_pv: 33000,
        year_pv: 3000,
      },
      {
        member_id: member.id,
        yyyymm: thisMonth,
        tour_yyyymm: thisMonth,
        ...DISTRIBUTOR_MONTH_FIGURES,
        year_pv: 7200,
      },
    ]);
    return member;
  }
}

/**
 * Removes a member made by createE2eMember and its orders (orders.member_id does not cascade; their items,
 * payments and draws do); its cart, favourites, charts, recipients and tokens cascade with it. Stock and
 * gift quotas its orders took are not given back. `refused` for a member it did not make (a seed member).
 */
export async function removeE2eMember(db: Db, id: number): Promise<'removed' | 'missing' | 'refused'> {
  const [member] = await db
    .select({ id: members.id, manage_id: members.manage_id })
    .from(members)
    .where(eq(members.id, id));
  if (!member) return 'missing';
  if (!member.manage_id?.startsWith(MARK)) return 'refused';
  await db.transaction(async (tx) => {
    await tx.delete(orders).where(eq(orders.member_id, id));
    await tx.delete(members).where(and(eq(members.id, id), like(members.manage_id, `${MARK}%`)));
  });
  return 'removed';
}
