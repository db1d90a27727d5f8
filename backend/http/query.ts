import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * The query string parsed with its contract schema (lib/contract/schema/queries.ts), the one definition of
 * its names, types and bounds; an empty value is as if absent. The first refused parameter answers 400.
 */
export function readQuery<S extends z.ZodObject>(c: Context, schema: S): z.output<S> {
  const present = Object.fromEntries(
    Object.entries(c.req.query()).filter(([name, value]) => value !== '' && name in schema.shape),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, `查詢參數 ${String(parsed.error.issues[0].path[0])} 格式錯誤`);
}
