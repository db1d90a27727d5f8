import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import { changePasswordSchema, emailUpdateSchema, salesTerritorySchema } from '@/lib/domain/validation/member';
import type { Db } from '../db/client';
import { isLive } from '../db/filters';
import { members, offices, renewalSettings } from '../db/schema';
import type { AppEnv } from '../http/env';
import { liveList } from '../http/live-answers';
import { HttpError } from '../http/errors';
import { readBody, validateBody } from '../http/validate';
import { claimAttempt, failedAttempt, releaseAttempt } from '../services/login-attempts';
import { currentYyyymm, memberProfile, performanceFigures, renewalExpiryDate, revokeTokens } from '../services/members';
import { otpFailed, sendOtp, spendOtp } from '../services/otp';
import { hashPassword, verifyPassword } from '../services/passwords';
import { bearerOf, revokeToken } from '../services/tokens';
import type { PerformanceLookup, RenewalSetting } from '@/lib/contract/types';

/** The member's own profile, password change, renewal settings and performance (spec-coverage “Members: embedded API”). */
export const memberAccountRoutes = new Hono<AppEnv>();

memberAccountRoutes.get('/users', async (c) => c.json({ data: await memberProfile(c.get('db'), c.get('member')) }));

memberAccountRoutes.put('/user', async (c) => {
  const db = c.get('db');
  const member = c.get('member');
  const body = await readBody(c.req.raw);
  const hasEmail = 'email' in body;
  const hasTerritory = 'sales_territory_id' in body;
  if (hasEmail === hasTerritory) throw new HttpError(422, '請填寫電子信箱或選擇業績地區');
  const stamp = taipeiDateTime(new Date());

  let changes: Partial<typeof members.$inferInsert>;
  if (hasEmail) {
    const { email } = await validateBody(emailUpdateSchema, body);
    changes = email === member.email ? {} : { email, email_verified_at: null };
  } else {
    const { sales_territory_id } = await validateBody(salesTerritorySchema, body);
    const [office] = await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.id, sales_territory_id), eq(offices.is_sales_territory_use, 1), isLive(offices)));
    if (!office) {
      const message = '此地區無法登記業績';
      throw new HttpError(422, message, { errors: { sales_territory_id: [message] } });
    }
    changes = { sales_territory_id };
  }
  const [row] = await db
    .update(members)
    .set({ ...changes, updated_at: stamp })
    .where(eq(members.id, member.id))
    .returning();
  return c.json({ message: '更新成功', data: await memberProfile(db, row) });
});

/**
 * Change password in two calls: {old_password, new_password} checks the old password and sends an SMS
 * code; {old_password, new_password, otp} with that code changes it (spec-coverage “Members: embedded API”: SMS step).
 */
memberAccountRoutes.put('/user/change-password', async (c) => {
  const db = c.get('db');
  const member = c.get('member');
  const input = await validateBody(changePasswordSchema, await readBody(c.req.raw));
  const key = member.identity_card;
  // Counted before the old password is checked, as login counts (a burst meets the same limit).
  const attempt = await claimAttempt(db, key);
  if (!(await verifyPassword(input.old_password, member.password_hash))) {
    const message = '舊密碼錯誤';
    return failedAttempt(
      db,
      key,
      new HttpError(422, message, { status_from_backend: 40042, errors: { old_password: [message] } }),
    );
  }
  await releaseAttempt(db, attempt);

  if (!input.otp) {
    const pendingPasswordHash = await hashPassword(input.new_password);
    const phone_number = await sendOtp(db, member, 'change-password', { pendingPasswordHash });
    return c.json({ message: '驗證碼已發送', phone_number, otp_required: true });
  }

  const otp = await spendOtp(db, member, ['change-password'], input.otp);
  if (!otp.pending_password_hash || !(await verifyPassword(input.new_password, otp.pending_password_hash)))
    throw otpFailed();
  const bearer = bearerOf(c.req.header('authorization'));
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ password_hash: otp.pending_password_hash!, updated_at: taipeiDateTime(new Date()) })
      .where(eq(members.id, member.id));
    await revokeTokens(tx as unknown as Db, member.id, bearer);
  });
  return c.json({ message: '密碼已變更' });
});

memberAccountRoutes.get('/renewal_settings', liveList<RenewalSetting>(renewalSettings, [asc(renewalSettings.id)]));

/** The performance lookup (its path is not shown in the spec): this month's figures and what the page needs. */
memberAccountRoutes.get('/performances', async (c) => {
  const db = c.get('db');
  const member = c.get('member');
  const yyyymm = currentYyyymm();
  const data: PerformanceLookup = {
    hierarchical: member.hierarchical,
    yyyymm,
    pv: await performanceFigures(db, member.id, yyyymm),
    exited_at: member.exited_at,
    expiry_day: member.expiry_day,
    renewal_expiry_date: await renewalExpiryDate(db),
    created_at: member.created_at,
  };
  return c.json({ data });
});

/** POST user/logout: the caller's token is revoked at once (the shop's logout, idle logout and forced logout call it). */
memberAccountRoutes.post('/user/logout', async (c) => {
  const bearer = bearerOf(c.req.header('authorization'));
  if (bearer) await revokeToken(c.get('db'), bearer);
  return c.json({ message: '已登出' });
});
