import { randomInt } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import {
  MAX_OTP_TRIES,
  OTP_TTL_SECONDS,
  RESEND_LOCK_SECONDS,
  RESEND_WINDOW_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
} from '@/lib/domain/otp';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import type { Db } from '../db/client';
import { loginAttempts, otpCodes, resetTokens, type otpPurposes } from '../db/schema';
import { newSecret, sha256 } from '../http/auth';
import type { Member } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { maskPhone, reserveSms, sendSms } from './sms';

export type OtpPurpose = (typeof otpPurposes)[number];

const at = (now: Date, seconds = 0) => taipeiDateTime(addSeconds(now, seconds));

export const otpFailed = () =>
  new HttpError(422, MEMBER_MESSAGES.otpFailed, { errors: { otp: [MEMBER_MESSAGES.otpFailed] } });

/** Sends a new code by SMS (spending the member's earlier ones) and answers the masked phone number. */
export async function sendOtp(
  db: Db,
  member: Member,
  purpose: OtpPurpose,
  { pendingPasswordHash = null as string | null, now = new Date() } = {},
) {
  const phone = member.mobile_phone01;
  if (!phone) throw new HttpError(422, '查無手機號碼，請洽服務人員');
  const [recent] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.member_id, member.id), gt(otpCodes.created_at, at(now, -RESEND_LOCK_SECONDS))))
    .limit(1);
  if (recent) throw new HttpError(429, MEMBER_MESSAGES.resendTooSoon);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // One transaction under the shop-wide SMS cap: a refused send leaves the member's earlier code alive.
  await db.transaction(async (tx) => {
    await reserveSms(tx, now);
    await tx
      .update(otpCodes)
      .set({ used_at: at(now) })
      .where(and(eq(otpCodes.member_id, member.id), isNull(otpCodes.used_at)));
    await tx.insert(otpCodes).values({
      member_id: member.id,
      purpose,
      code,
      expires_at: at(now, OTP_TTL_SECONDS),
      pending_password_hash: pendingPasswordHash,
      created_at: at(now),
      updated_at: at(now),
    });
    await sendSms(tx, phone, `【東震】您的驗證碼為 ${code}，5 分鐘內有效，請勿將驗證碼告知他人。`, code, now);
  });
  return maskPhone(phone);
}

/** Sends a new code for the member's latest request (any purpose), keeping its pending password. */
export async function resendOtp(db: Db, member: Member, now = new Date()) {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.member_id, member.id), gt(otpCodes.created_at, at(now, -RESEND_WINDOW_SECONDS))))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest) throw notFound('查無驗證碼申請，請重新操作');
  return sendOtp(db, member, latest.purpose, { pendingPasswordHash: latest.pending_password_hash, now });
}

/**
 * Spends the member's live code of one of the purposes when `code` matches it, else 422 OTP 驗證失敗.
 * Wrong tries are counted per code; the fifth spends it.
 */
export async function spendOtp(db: Db, member: Member, purposes: OtpPurpose[], code: string, now = new Date()) {
  const live = and(
    eq(otpCodes.member_id, member.id),
    inArray(otpCodes.purpose, purposes),
    isNull(otpCodes.used_at),
    gt(otpCodes.expires_at, at(now)),
  );
  const [otp] = await db.select().from(otpCodes).where(live).orderBy(desc(otpCodes.id)).limit(1);
  if (!otp) throw otpFailed();
  if (otp.code !== code) {
    const key = `otp:${otp.id}`;
    await db.insert(loginAttempts).values({ username: key, created_at: at(now), updated_at: at(now) });
    const [{ n }] = await db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.username, key));
    if (n >= MAX_OTP_TRIES)
      await db
        .update(otpCodes)
        .set({ used_at: at(now) })
        .where(eq(otpCodes.id, otp.id));
    throw otpFailed();
  }
  // Conditional update: two concurrent checks of one code cannot both spend it.
  const [spent] = await db
    .update(otpCodes)
    .set({ used_at: at(now), updated_at: at(now) })
    .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.used_at)))
    .returning();
  if (!spent) throw otpFailed();
  return spent;
}

export async function issueResetToken(db: Db, memberId: number, purpose: OtpPurpose, now = new Date()) {
  const token = newSecret();
  await db.insert(resetTokens).values({
    member_id: memberId,
    purpose,
    token_hash: sha256(token),
    expires_at: at(now, RESET_TOKEN_TTL_SECONDS),
    created_at: at(now),
    updated_at: at(now),
  });
  return token;
}

/** Spends the member's live reset token, else 422 密碼更新失敗，請洽服務人員. */
export async function spendResetToken(db: Db, memberId: number, token: string, now = new Date()) {
  const [row] = await db
    .update(resetTokens)
    .set({ used_at: at(now), updated_at: at(now) })
    .where(
      and(
        eq(resetTokens.token_hash, sha256(token)),
        eq(resetTokens.member_id, memberId),
        isNull(resetTokens.used_at),
        gt(resetTokens.expires_at, at(now)),
      ),
    )
    .returning();
  if (!row)
    throw new HttpError(422, MEMBER_MESSAGES.resetFailed, { errors: { reset_token: [MEMBER_MESSAGES.resetFailed] } });
  return row;
}
