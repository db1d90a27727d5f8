import { taipeiDateTime } from '@/lib/domain/clock';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

/** The embedded API "sends" an SMS by writing it to the outbox (read at GET _dev/sms) and the server log. */
export async function sendSms(db: Db, phone: string, text: string, code: string | null, now = new Date()) {
  await db.insert(smsOutbox).values({ phone, text, code, created_at: taipeiDateTime(now), updated_at: taipeiDateTime(now) });
  if (process.env.NODE_ENV !== 'test') console.log(`[sms] ${phone} ${text}`); // Jest output stays readable
}

/** 0912345678 → 0912***678: what the first-login and forgot-password steps show. */
export const maskPhone = (phone: string) => (phone.length >= 8 ? `${phone.slice(0, 4)}***${phone.slice(-3)}` : '***');
