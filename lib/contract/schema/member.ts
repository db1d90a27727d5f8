import { z } from 'zod';
import { baseRecord, date, dateTime, done, email, int, phone, postalCode, text, yearMonth } from './common';

/** The member's hierarchy; it changes the performance labels. */
export const hierarchy = z.enum(['傳銷商', '堂主', '督導']);

/** Performance figures (`pv`). */
export const performanceFigures = z.object({
  pv: int,
  team_pv: int,
  master_team_pv: int,
  pre_pv: int,
  pre_team_pv: int,
  pre_master_team_pv: int,
  accumulated_team_pv: int,
  pre_accumulated_team_pv: int,
  cost_pv: int,
  pre_tour_pv: int,
  tour_pv: int,
  tour_yyyymm: yearMonth.nullable(),
  year_pv: int,
});

/** A member as GET users answers it (never the password). */
export const member = baseRecord.extend({
  is_tester: int,
  name: text,
  web_name: text.nullable(),
  birthday: date.nullable(),
  email: email.nullable(),
  email_verified_at: dateTime.nullable(),
  character_auth: text,
  company_owner: text.nullable(),
  hierarchical: hierarchy,
  home_phone: phone.nullable(),
  identity_card: text,
  manage_id: text.nullable(),
  mailing_address: text.nullable(),
  residence_address: text.nullable(),
  mobile_phone01: phone.nullable(),
  mobile_phone02: phone.nullable(),
  spouse_name: text.nullable(),
  spouse_identity_card: text.nullable(),
  sales_territory_id: int.nullable(),
  sales_territory: z.object({ id: int, name: text, code: text }).nullable().optional(),
  pv: performanceFigures.nullable().optional().describe("This month's figures"),
  barcode01: text.nullable(),
  barcode02: text.nullable(),
  barcode03: text.nullable(),
  exited_at: dateTime.nullable(),
  expiry_day: date.nullable(),
  renewal_expiry_date: date.nullable().optional(),
  credit_audit: text.nullable().describe('N, X or Z: purchase and login suspended'),
  /** The shop's own state, never sent by the API. */
  loginStatus: z.unknown().optional(),
});

/** A saved recipient; `full_address` is postal code, city, district and address in one string. */
export const generalAddress = baseRecord.extend({
  name: text,
  phone,
  postal_code: postalCode,
  city: text,
  district: text,
  address: text,
  full_address: text.optional(),
});

export const renewalSetting = baseRecord.extend({ renewal_expiry_date: date });

/** A login notice (GET login-pops); for `video` the content names a video-resources entry. */
export const loginPop = baseRecord.extend({
  status: int,
  type: z.enum(['text', 'video']),
  title: text.nullable().optional(),
  content: text.nullable().describe('For `video`, the title of a GET video-resources entry'),
  published_at: dateTime.nullable(),
  finished_at: dateTime.nullable(),
});

/** GET performances (the spec's unnamed performance lookup). */
export const performanceLookup = z.object({
  hierarchical: hierarchy,
  yyyymm: yearMonth,
  pv: performanceFigures,
  exited_at: dateTime.nullable(),
  expiry_day: date.nullable(),
  renewal_expiry_date: date.nullable(),
  created_at: dateTime,
});

/**
 * A bearer token as the shop sends it back in the Authorization header (RFC 6750): visible ASCII, no
 * spaces. fetch refuses a header with a character past U+00FF, and a space would end the token, so a
 * token outside this is one no member could use.
 */
const bearerToken = z.string().regex(/^[\x21-\x7E]+$/);

/**
 * The token reply of a login, never wrapped in `data`. The spec names its fields without a case or a
 * type: `token_type` is Bearer in any case, or absent (the shop sends `Bearer`); `expires_in` seconds as a
 * number or its digits, or absent (8 hours). lib/session/cookie.ts reads it so.
 */
export const token = z.object({
  expires_in: z
    .union([z.number().positive(), z.string().regex(/^\d*[1-9]\d*$/)])
    .optional()
    .describe('Seconds: 28800, 8 hours (the embedded API answers the number)'),
  token_type: z
    .string()
    .regex(/^[Bb][Ee][Aa][Rr][Ee][Rr]$/)
    .optional()
    .describe('Bearer, in any case (the embedded API answers `Bearer`)'),
  access_token: bearerToken,
});

/** An SMS code was sent: the phone number with its middle hidden. */
export const codeSent = done.extend({ phone_number: text });

export type Hierarchy = z.output<typeof hierarchy>;
export type PerformanceFigures = z.output<typeof performanceFigures>;
export type Member = z.output<typeof member>;
export type GeneralAddress = z.output<typeof generalAddress>;
export type RenewalSetting = z.output<typeof renewalSetting>;
export type LoginPop = z.output<typeof loginPop>;
export type PerformanceLookup = z.output<typeof performanceLookup>;
export type Token = z.output<typeof token>;
