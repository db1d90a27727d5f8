import { addHours } from 'date-fns';
import { count, gt, sql } from 'drizzle-orm';
import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { HttpError } from '../http/errors';
import { log } from '@/lib/node/log.mjs';

/** SMS the whole shop may send in an hour (`SMS_HOURLY_CAP`, default 300): a flood of requests cannot text everyone. */
export const smsHourlyCap = () => {
  const configured = Number(process.env.SMS_HOURLY_CAP);
  return Number.isInteger(configured) && configured > 0 ? configured : 300;
};

export const SMS_CAP_MESSAGE = '簡訊發送次數已達上限，請稍後再試';

/**
 * Takes the shop-wide SMS lock for the caller's transaction and refuses (429) once the last hour's SMS
 * reached the cap: counted and sent under one lock, so parallel requests on any instance meet the cap.
 */
export async function reserveSms(tx: Db, now = new Date()) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms-outbox'))`);
  const [sent] = await tx
    .select({ n: count() })
    .from(smsOutbox)
    .where(gt(smsOutbox.created_at, taipeiDateTime(addHours(now, -1))));
  if (sent.n >= smsHourlyCap()) throw new HttpError(429, SMS_CAP_MESSAGE);
}

/** The embedded API "sends" an SMS by writing it to the outbox (read at GET _dev/sms); call reserveSms first in the same transaction. */
export async function sendSms(db: Db, phone: string, text: string, code: string | null, now = new Date()) {
  await db
    .insert(smsOutbox)
    .values({ phone, text, code, created_at: taipeiDateTime(now), updated_at: taipeiDateTime(now) });
  // Neither the number nor the text (a code): read them at GET _dev/sms.
  log.info({ event: 'sms' }, 'an SMS was written to the outbox');
}

/** 0912345678 → 0912***678: what the first-login and forgot-password steps show. */
export const maskPhone = (phone: string) => (phone.length >= 8 ? `${phone.slice(0, 4)}***${phone.slice(-3)}` : '***');
