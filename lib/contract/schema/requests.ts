import { z } from 'zod';

/**
 * Request bodies the contract defines itself: no form's rule validates them (those are read from the rules,
 * lib/calls/bodies-from-rules.ts).
 */

/**
 * POST user/characters/batch-delete: the route parses its body with this (backend/routes/characters.ts) and
 * answers the first refused field with its own message. `_method` is delete in any case; an id a positive
 * whole number of up to 9 digits, as a number or its digits; 1 to 500 of them.
 */
export const chartBatchDelete = z.object({
  _method: z
    .string()
    .regex(/^\s*delete\s*$/i)
    .describe('delete, in any case'),
  id: z
    .array(z.union([z.number().int().min(1).max(999_999_999), z.string().regex(/^\s*(?=\d*[1-9])\d{1,9}\s*$/)]))
    .min(1)
    .max(500),
});

/**
 * PUT activities_five/{order_id}/{draw_id}: P §7 "update sends id and product_number" (M §7 "sends cart item"). The
 * shop's reading (docs/api-contract.md): `id` the draw's, `product_number` its prize's once opened, else null
 * (`drawOpenBody`, lib/domain/activities/raffle.ts). The embedded API does not read it: the server draws.
 */
export const drawOpenInput = z.object({
  id: z.number().int().positive().describe("The draw's id (the path's second id)"),
  product_number: z.string().nullable().describe("The prize's product number once the draw is opened, else null"),
});

export type DrawOpenInput = z.output<typeof drawOpenInput>;
