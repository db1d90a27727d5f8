import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
  index,
} from 'drizzle-orm/pg-core';
import { baseColumns, datetime, requiredReference } from './columns';
import { offices } from './offices';
import type { Hierarchy } from '@/lib/contract/schema/member';
import type { FortuneResult } from '@/lib/contract/schema/fortune';

export const members = pgTable('members', {
  ...baseColumns(),
  /** National ID (individual) or company tax number (business). The login username. */
  identity_card: varchar('identity_card', { length: 10 }).notNull().unique(),
  manage_id: varchar('manage_id', { length: 10 }).unique(),
  password_hash: text('password_hash').notNull(),
  /** Null until first login (activation) is finished. */
  activated_at: datetime('activated_at'),
  is_tester: smallint('is_tester').notNull().default(0),
  name: varchar('name', { length: 60 }).notNull(),
  web_name: varchar('web_name', { length: 60 }),
  birthday: date('birthday', { mode: 'string' }),
  email: varchar('email', { length: 120 }),
  email_verified_at: datetime('email_verified_at'),
  character_auth: varchar('character_auth', { length: 1 }).notNull().default('Y'),
  company_owner: varchar('company_owner', { length: 60 }),
  hierarchical: varchar('hierarchical', { length: 10 }).$type<Hierarchy>().notNull().default('傳銷商'),
  home_phone: varchar('home_phone', { length: 20 }),
  mailing_address: varchar('mailing_address', { length: 200 }),
  residence_address: varchar('residence_address', { length: 200 }),
  mobile_phone01: varchar('mobile_phone01', { length: 10 }),
  mobile_phone02: varchar('mobile_phone02', { length: 10 }),
  spouse_name: varchar('spouse_name', { length: 60 }),
  spouse_identity_card: varchar('spouse_identity_card', { length: 10 }),
  sales_territory_id: integer('sales_territory_id').references(() => offices.id),
  barcode01: varchar('barcode01', { length: 8 }),
  barcode02: varchar('barcode02', { length: 8 }),
  barcode03: varchar('barcode03', { length: 8 }),
  exited_at: datetime('exited_at'),
  expiry_day: date('expiry_day', { mode: 'string' }),
  /** N, X or Z: purchase and login suspended. */
  credit_audit: varchar('credit_audit', { length: 1 }),
});

/** Bearer tokens handed out by login; only their SHA-256 is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: datetime('expires_at').notNull(),
  },
  (t) => [uniqueIndex('access_tokens_hash_idx').on(t.token_hash)],
);

/** Failed logins, counted per username over the last minute (five give 40041). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    ...baseColumns(),
    username: varchar('username', { length: 20 }).notNull(),
  },
  (t) => [index('login_attempts_username_idx').on(t.username, t.created_at)],
);

/** Sign-in, SMS and contact requests per client address, counted over a window (backend/services/client-limits.ts). */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: serial('id').primaryKey(),
    scope: varchar('scope', { length: 20 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    created_at: datetime('created_at').notNull().defaultNow(),
  },
  (t) => [index('client_requests_scope_address_idx').on(t.scope, t.address, t.created_at)],
);

export const otpPurposes = ['first-login', 'forgot-password', 'change-password'] as const;

/** One-time SMS codes: they expire and are used once. */
export const otpCodes = pgTable('otp_codes', {
  ...baseColumns(),
  member_id: requiredReference('member_id', () => members.id, 'cascade'),
  purpose: varchar('purpose', { length: 20 }).$type<(typeof otpPurposes)[number]>().notNull(),
  code: varchar('code', { length: 6 }).notNull(),
  expires_at: datetime('expires_at').notNull(),
  used_at: datetime('used_at'),
  /** Pending new password of a change-password request, hashed, applied when the code checks. */
  pending_password_hash: text('pending_password_hash'),
});

/** Tokens handed out by otp/check, spent by reset-password. */
export const resetTokens = pgTable('reset_tokens', {
  ...baseColumns(),
  member_id: requiredReference('member_id', () => members.id, 'cascade'),
  purpose: varchar('purpose', { length: 20 }).$type<(typeof otpPurposes)[number]>().notNull(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expires_at: datetime('expires_at').notNull(),
  used_at: datetime('used_at'),
});

/** Every SMS the embedded API "sends"; the demo reads them at GET _dev/sms. */
export const smsOutbox = pgTable('sms_outbox', {
  ...baseColumns(),
  phone: varchar('phone', { length: 10 }).notNull(),
  text: text('text').notNull(),
  code: varchar('code', { length: 6 }),
});

export const renewalSettings = pgTable('renewal_settings', {
  ...baseColumns(),
  renewal_expiry_date: date('renewal_expiry_date', { mode: 'string' }).notNull(),
});

/** Monthly performance figures per member (spec-coverage “Members: embedded API” "Performance figures"). */
export const performances = pgTable(
  'performances',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    yyyymm: varchar('yyyymm', { length: 6 }).notNull(),
    pv: integer('pv').notNull().default(0),
    team_pv: integer('team_pv').notNull().default(0),
    master_team_pv: integer('master_team_pv').notNull().default(0),
    pre_pv: integer('pre_pv').notNull().default(0),
    pre_team_pv: integer('pre_team_pv').notNull().default(0),
    pre_master_team_pv: integer('pre_master_team_pv').notNull().default(0),
    accumulated_team_pv: integer('accumulated_team_pv').notNull().default(0),
    pre_accumulated_team_pv: integer('pre_accumulated_team_pv').notNull().default(0),
    cost_pv: integer('cost_pv').notNull().default(0),
    pre_tour_pv: integer('pre_tour_pv').notNull().default(0),
    tour_pv: integer('tour_pv').notNull().default(0),
    tour_yyyymm: varchar('tour_yyyymm', { length: 6 }),
    year_pv: integer('year_pv').notNull().default(0),
  },
  (t) => [uniqueIndex('performances_member_month_idx').on(t.member_id, t.yyyymm)],
);

/** Saved recipients (general addresses), at most 11 per member. */
export const generalAddresses = pgTable(
  'general_addresses',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    name: varchar('name', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    postal_code: varchar('postal_code', { length: 6 }).notNull(),
    city: varchar('city', { length: 10 }).notNull(),
    district: varchar('district', { length: 10 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
  },
  (t) => [index('general_addresses_member_idx').on(t.member_id)],
);

/** Natal charts (characters). `result` is the fortune conversion output. */
export const characters = pgTable(
  'characters',
  {
    ...baseColumns(),
    member_id: requiredReference('member_id', () => members.id, 'cascade'),
    sort: integer('sort').notNull().default(0),
    name: varchar('name', { length: 60 }).notNull(),
    gender: varchar('gender', { length: 1 }).$type<'M' | 'F'>().notNull(),
    calendar: varchar('calendar', { length: 2 }).$type<'國曆' | '農曆' | '西元'>().notNull(),
    china_hour: varchar('china_hour', { length: 4 }).notNull(),
    /** '0'..'23' or '吉' when the birth time is unknown. */
    hour: varchar('hour', { length: 2 }).notNull(),
    minute: varchar('minute', { length: 2 }).notNull(),
    is_leap: smallint('is_leap').notNull().default(0),
    birth_at: datetime('birth_at').notNull(),
    result: jsonb('result').$type<FortuneResult>(),
  },
  (t) => [index('characters_member_idx').on(t.member_id)],
);
