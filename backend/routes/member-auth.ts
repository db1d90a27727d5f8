import { Hono, type Context } from 'hono';
import type { Schema } from 'yup';
import { eq } from 'drizzle-orm';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import {
  firstLoginSchema,
  forgotPasswordSchema,
  loginSchema,
  otpCheckSchema,
  resetPasswordSchema,
} from '@/lib/domain/validation/member';
import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import type { AppEnv, Member } from '../http/env';
import { clientAddressOf } from '../http/client-address';
import { HttpError, notFound } from '../http/errors';
import { readBody, validateBody } from '../http/validate';
import { claimClientRequest, releaseClientRequest, type ClientScope } from '../services/client-limits';
import { claimAttempt, clearFailures, failedAttempt } from '../services/login-attempts';
import { findMemberByUsername, memberProfile, revokeTokens } from '../services/members';
import { issueResetToken, resendOtp, sendOtp, spendOtp, spendResetToken } from '../services/otp';
import { hashPassword, verifyPassword } from '../services/passwords';
import { issueToken } from '../services/tokens';

/** Login, first login, forgot password, OTP and reset (spec-coverage “Members: embedded API”); no bearer token needed. */
export const memberAuthRoutes = new Hono<AppEnv>();

/** The login refusals of spec-coverage “Members: embedded API”, with status_from_backend. */
export const LOGIN_REFUSALS = {
  4001: '帳號有效期限已過，請洽客服人員',
  4002: '您已完成首次登入，請直接使用密碼登入',
  4003: '尚未完成開通，請先進行首次登入',
  4004: '帳號或密碼錯誤',
  4005: MEMBER_MESSAGES.exited,
} as const;

const refusal = (code: keyof typeof LOGIN_REFUSALS) =>
  new HttpError(403, LOGIN_REFUSALS[code], { status_from_backend: code });
const unknownAccount = () => notFound('查無此帳號');

async function memberOrNotFound(db: Db, username: string): Promise<Member> {
  const member = await findMemberByUsername(db, username);
  if (!member) throw unknownAccount();
  return member;
}

memberAuthRoutes.post('/login', async (c) => {
  const db = c.get('db');
  const first = c.req.query('_first') !== undefined;
  const input = await validateBody(first ? firstLoginSchema : loginSchema, await readBody(c.req.raw));
  // Per client address first: a refused request takes none of the account's five attempts.
  const place = await claimClientRequest(db, 'login', clientAddressOf(c.req.raw));
  const member = await findMemberByUsername(db, input.username);
  // Failures are counted per account (its identity card), or per typed username when there is none.
  const key = member?.identity_card ?? input.username.trim().toUpperCase();
  // Counted before the password is checked: a burst of guesses meets the same limit as a queue.
  await claimAttempt(db, key);
  if (!member) return failedAttempt(db, key, unknownAccount());
  if (first && member.activated_at) throw refusal(4002);
  if (!(await verifyPassword(input.password, member.password_hash))) return failedAttempt(db, key, refusal(4004));
  if (!first && !member.activated_at) throw refusal(4003);
  if (member.exited_at) throw refusal(4005);
  await clearFailures(db, key);
  await releaseClientRequest(db, 'login', place);

  if (first) {
    const phone_number = await sendOtp(db, member, 'first-login');
    return c.json({ message: '驗證碼已發送', phone_number });
  }
  // Expired and suspended members get their token: the profile tells the shop what to show
  // (docs/api-contract.md "Member calls").
  return c.json(await issueToken(db, member.id));
});

/**
 * A request under one of the address's limits (SMS: forgot password, resend; code checks: OTP, reset):
 * its body checked, its place in the limit claimed, then its member.
 */
async function limitedRequest<T>(
  c: Context<AppEnv>,
  schema: Schema<T>,
  scope: ClientScope,
  usernameOf: (input: T) => string,
) {
  const db = c.get('db');
  const input = await validateBody(schema, await readBody(c.req.raw));
  const place = await claimClientRequest(db, scope, clientAddressOf(c.req.raw));
  return { db, input, place, member: await memberOrNotFound(db, usernameOf(input)) };
}

/** A request that sends an SMS (forgot password, resend): counted against the address's SMS limit, then its member. */
const smsRequestMember = (c: Context<AppEnv>) =>
  limitedRequest(c, forgotPasswordSchema, 'sms', (input) => input.identity_card);

memberAuthRoutes.post('/forgot-password', async (c) => {
  const { db, member } = await smsRequestMember(c);
  if (!member.activated_at) throw refusal(4003);
  if (member.exited_at) throw refusal(4005);
  const phone_number = await sendOtp(db, member, 'forgot-password');
  return c.json({ message: '驗證碼已發送', phone_number });
});

memberAuthRoutes.post('/otp/check', async (c) => {
  const { db, input, place, member } = await limitedRequest(
    c,
    otpCheckSchema,
    'code-check',
    (checked) => checked.username,
  );
  const otp = await spendOtp(db, member, ['first-login', 'forgot-password'], input.otp);
  await releaseClientRequest(db, 'code-check', place);
  return c.json({ reset_token: await issueResetToken(db, member.id, otp.purpose) });
});

memberAuthRoutes.post('/otp/resend', async (c) => {
  const { db, member } = await smsRequestMember(c);
  const phone_number = await resendOtp(db, member);
  return c.json({ message: '驗證碼已重新發送', phone_number });
});

memberAuthRoutes.put('/reset-password', async (c) => {
  const { db, input, place, member } = await limitedRequest(
    c,
    resetPasswordSchema,
    'code-check',
    (checked) => checked.username,
  );
  const password_hash = await hashPassword(input.new_password);
  const now = new Date();
  const stamp = taipeiDateTime(now);

  const updated = await db.transaction(async (tx) => {
    const token = await spendResetToken(tx as unknown as Db, member.id, input.reset_token, now);
    const activate = token.purpose === 'first-login' && !member.activated_at;
    const [row] = await tx
      .update(members)
      .set({ password_hash, updated_at: stamp, ...(activate ? { activated_at: stamp } : {}) })
      .where(eq(members.id, member.id))
      .returning();
    await revokeTokens(tx as unknown as Db, member.id);
    return { row, firstLogin: token.purpose === 'first-login' };
  });
  await releaseClientRequest(db, 'code-check', place);

  if (!updated.firstLogin) return c.json({ message: '密碼已更新' });
  const token = await issueToken(db, member.id, now);
  return c.json({ message: '密碼已更新', user: await memberProfile(db, updated.row, now), token });
});
