import { z } from 'zod';

/**
 * Shapes every resource group shares. Date-times are 'YYYY-MM-DD HH:mm:ss' strings in Taiwan time,
 * flags 0 / 1 numbers, money whole NT$ integers (docs/api-contract.md).
 */
export const int = z.number().int();
export const text = z.string();
export const dateTime = z.string().describe("'YYYY-MM-DD HH:mm:ss', Taiwan time");
export const flag = z.number().int().describe('0 or 1');

export const baseRecord = z.object({ id: int, created_at: dateTime, updated_at: dateTime, deleted_at: dateTime.nullable() });

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
