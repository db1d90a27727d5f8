import { z } from 'zod';
import { dayOrDateTime } from './common';

/**
 * Query strings the API reads, defined once: the API parses each with its schema here (backend/http/query.ts
 * answers the first refused parameter `查詢參數 <name> 格式錯誤`, 400) and docs/openapi.json documents it.
 * An empty value is as if the parameter were absent. Each object lists its parameters in the order the API
 * checks them, so the first refused one is named.
 */

/** A whole number written in the query string (digits, an optional minus), within bounds. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/)
    .pipe(z.coerce.number<string>().int().min(min).max(max))
    .describe(`A whole number from ${min} to ${max}`);

/** A 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' of a real calendar day and time. */
const dateQuery = dayOrDateTime.describe(
  "'YYYY-MM-DD' (the whole day) or 'YYYY-MM-DD HH:mm:ss', a real calendar day and time",
);

/** `page` of a paged list: 1 when absent. */
export const pageQuery = z.object({
  page: wholeNumber(1, 100_000).optional().describe('1-based page number, 1 to 100000'),
});

/** GET products (and the list parameters of products/search). */
export const productListQuery = pageQuery.extend({
  category_id: wholeNumber(1, 1_000_000).optional(),
  series_id: wholeNumber(1, 1_000_000).optional(),
  sort: z
    .string()
    .regex(/^-?\d+$/)
    .pipe(z.coerce.number<string>().pipe(z.union([z.literal(0), z.literal(2), z.literal(3)])))
    .optional()
    .describe('0 (default) by sort, 2 member price ascending, 3 descending'),
  order_by: z
    .literal('price')
    .optional()
    .describe('What the shop sends with sort 2 / 3; the sort alone decides the order'),
});

export type ProductListQuery = z.input<typeof productListQuery>;

/** GET products/search: the keyword, trimmed (the API's own messages refuse a blank or long one, 422). */
export const productSearchKeyword = z.string().trim().min(1).max(50).describe('1–50 characters, trimmed');

/** GET orders/search: the member's orders created within the dates. */
export const orderSearchQuery = z.object({
  _type: z.literal('orderDate').optional(),
  _from: dateQuery.optional(),
  _to: dateQuery.optional(),
  page: pageQuery.shape.page,
});

export type OrderSearchQuery = z.input<typeof orderSearchQuery>;

/** GET user/characters: a part of a chart's name, trimmed; its first 60 characters are searched. */
export const characterSearchQuery = z.object({
  searchText: z
    .string()
    .trim()
    .transform((text) => text.slice(0, 60))
    .optional()
    .describe("A part of a chart's name, trimmed; its first 60 characters are searched"),
});

/** Digits, spaces around them allowed, read as a number. */
const digits = z
  .string()
  .regex(/^\s*\d+\s*$/)
  .pipe(z.coerce.number<string>());
/** Digits up to `max`, trimmed, as text. */
const digitsUpTo = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/)
    .refine((value) => Number(value) <= max);

/**
 * GET fortune. A blank value is as if absent. The API refuses with its own messages (backend/services/fortune.ts,
 * 422), checking the birth year's range per calendar and the date against the calendar as domain rules.
 */
export const fortuneConversionQuery = z.object({
  Yeartype: digits
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional()
    .describe('1 民國, 2 農曆 (民國 years), 3 西元 (default)'),
  Year: digits.describe('民國 2–129 or 西元 1913–2040, as Yeartype says'),
  Month: digits,
  Day: digits,
  gender: z.enum(['M', 'F']),
  leapyear: z.enum(['0', '1']).optional().describe('1: the leap month (農曆 only)'),
  hour: z
    .union([
      z
        .string()
        .trim()
        .pipe(z.enum(['吉', '吉時'])),
      digitsUpTo(23),
    ])
    .describe('0–23, or 吉 / 吉時 when the time is unknown'),
  minute: digitsUpTo(59).optional().describe('0–59 (default 0); ignored when the time is unknown'),
  name: z.string().optional(),
});

/** GET fortune's query as the shop sends it (lib/domain/fortune `fortuneQuery` builds it from a chart's form). */
export type FortuneQuery = z.input<typeof fortuneConversionQuery>;
