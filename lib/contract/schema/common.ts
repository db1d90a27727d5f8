import { z } from 'zod';

/**
 * Shapes every resource group shares. A format the shop's code relies on (it splits a date, counts
 * the days of a month, puts a URL in an href) is a pattern here, so the contract check refuses an
 * answer that breaks it and docs/openapi.json says it. Patterns only, no look-arounds: the document's
 * JSON Schema then accepts exactly what zod accepts (tests/unit/contract-agreement.test.ts).
 */
export const int = z.number().int();
export const text = z.string();
export const flag = int.min(0).max(1);

/** The body of zod's 'YYYY-MM-DD' of a real calendar day, leap years included. */
const calendarDay = z.regexes.date.source.replace(/^\^|\$$/g, '');
/** The same day with slashes (P §3's base records): every '-' but those of a character class. */
const slashedCalendarDay = calendarDay.replace(/-(?![^[]*\])/g, '/');
/** 'HH:mm:ss' of a real time of day. */
const clockTime = z.regexes.time({ precision: 0 }).source.replace(/^\^|\$$/g, '');

/**
 * A field the spec does not name, the shop's own addition: optional (an API built from the spec answers without
 * it), with what the shop does when it is absent. docs/openapi.json marks it `x-shop-addition`.
 */
export const shopAddition = <T extends z.ZodType>(schema: T, withoutIt: string) =>
  schema.optional().meta({
    description: `The shop's addition, not in the spec (optional): ${withoutIt}`,
    'x-shop-addition': true,
  });

/**
 * 'YYYY-MM-DD HH:mm:ss', a real day and time, Taiwan time; or P §3's base-record form 'YYYY/MM/DD HH:mm:ss'
 * (the shop reads both: lib/domain/api-dates.ts).
 */
export const dateTime = z
  .string()
  .regex(new RegExp(`^(?:${calendarDay}|${slashedCalendarDay}) ${clockTime}$`))
  .describe("'YYYY-MM-DD HH:mm:ss' or 'YYYY/MM/DD HH:mm:ss', Taiwan time");
/** 'YYYY-MM-DD', a real calendar day. */
export const date = z.iso.date();
/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss', a real calendar day and time. */
export const dayOrDateTime = z.string().regex(new RegExp(`^${calendarDay}(?: ${clockTime})?$`));
/** 'HH:mm:ss'. */
export const time = z.iso.time({ precision: 0 });
/** The first day of a month, 'YYYY-MM-01': a calendar's month. */
export const monthStart = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])-01$/);
/** A month as 'YYYYMM'. */
export const yearMonth = z.string().regex(/^\d{4}(?:0[1-9]|1[0-2])$/);
/** A day of a month written as a string, '1' to '31'. */
export const dayOfMonth = z.string().regex(/^(?:0?[1-9]|[12]\d|3[01])$/);

const webAddress = 'https?://[^\\s/?#]+(?:[/?#]\\S*)?';
const ownPath = '/(?:[^\\s/]\\S*)?';
/** An absolute http(s) URL. */
export const webUrl = z.string().regex(new RegExp(`^${webAddress}$`));
/** A path of the shop itself ('/news/activity'). */
export const sitePath = z.string().regex(new RegExp(`^${ownPath}$`));
/** Where a link goes: a path of the shop, or an absolute http(s) URL. */
export const link = z.string().regex(new RegExp(`^(?:${ownPath}|${webAddress})$`));
/** An image: a path under the API's storage root ('products/01001-1.png'), or an absolute http(s) URL. */
export const storagePath = z.string().regex(new RegExp(`^(?:${webAddress}|[^\\s:/][^\\s:]*)$`));

/** An e-mail address (half-width, with @), within what JSON Schema's `email` format accepts. */
export const email = z.email({
  pattern: /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
});
/** A telephone number: digits with an optional leading +, hyphens, spaces, parentheses and a # extension. */
export const phone = z.string().regex(/^\+?\(?\d[\d\- ()]*(?:#\d+)?$/);
/** A Taiwanese postal code, 3 to 6 digits. */
export const postalCode = z.string().regex(/^\d{3,6}$/);

export const baseRecord = z.object({
  id: int,
  created_at: dateTime,
  updated_at: dateTime,
  deleted_at: dateTime.nullable(),
});

/** Laravel's length-aware paginator, without its items. */
const pageFields = z.object({
  current_page: int,
  from: int.nullable(),
  last_page: int,
  per_page: int,
  to: int.nullable(),
  total: int,
  path: text,
});

/** A page of a paged list: `{data, current_page, from, last_page, per_page, to, total, path}`. */
export const paged = <T extends z.ZodType>(item: T) => pageFields.extend({ data: z.array(item) });
export type Paged<T> = z.output<typeof pageFields> & { data: T[] };

/** A single record wrapped as Laravel resources are. */
export const item = <T extends z.ZodType>(record: T) => z.object({ data: record });
export type Item<T> = { data: T };

/** A Laravel resource collection. */
export const list = <T extends z.ZodType>(record: T) => z.object({ data: z.array(record) });

/** A plain answer that only says what happened. */
export const done = z.object({ message: text });

/** Every refusal: a message in Traditional Chinese, field errors on 422, the spec's code where it has one. */
export const refusal = z.object({
  message: text,
  errors: z.record(z.string(), z.array(text)).optional(),
  status_from_backend: int.optional(),
});
