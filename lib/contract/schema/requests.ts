import { z } from 'zod';
import { cartAddRequestSchema, cartUpdateRequestSchema, productIdSchema } from '@/lib/domain/cart/request';
import { ebookViewSchema } from '@/lib/domain/ebook-view';
import { orderPayloadSchema } from '@/lib/domain/checkout/schema';
import { contactInquirySchema } from '@/lib/domain/validation/contact';
import {
  addressBatchDeleteSchema,
  changePasswordSchema,
  emailUpdateSchema,
  firstLoginSchema,
  forgotPasswordSchema,
  generalAddressSchema,
  loginSchema,
  otpCheckSchema,
  resetPasswordSchema,
  salesTerritorySchema,
} from '@/lib/domain/validation/member';
import { bodyFrom } from '../from-yup';

/**
 * Request bodies whose shape is the yup schema the API validates them with (lib/domain, with the
 * refusals' Traditional Chinese messages): read from it (from-yup.ts), never written a second time.
 */

/** POST login. */
export const loginInput = bodyFrom(loginSchema);

/** POST login?_first: the birth date as password. */
export const firstLoginInput = bodyFrom(firstLoginSchema);

/** POST forgot-password and POST otp/resend. */
export const identityCardInput = bodyFrom(forgotPasswordSchema);

/** POST otp/check. */
export const otpCheckInput = bodyFrom(otpCheckSchema);

/** PUT reset-password. */
export const resetPasswordInput = bodyFrom(resetPasswordSchema);

/** PUT user/change-password: without `otp` it sends the code, with it the password changes. */
export const changePasswordInput = bodyFrom(changePasswordSchema);

/** PUT user: an e-mail (with its confirmation) or a sales territory; the API validates the part that is sent. */
export const accountUpdateInput = bodyFrom(emailUpdateSchema.concat(salesTerritorySchema).partial());

/** PUT ebook-classes/{id}/count: the device of one view (`id`, when sent, must be the path's). */
export const ebookViewInput = bodyFrom(ebookViewSchema);

/** POST mail-to-tocin: the contact form's inquiry. */
export const contactInquiryInput = bodyFrom(contactInquirySchema);

/** POST / PUT user/general-addresses. */
export const generalAddressInput = bodyFrom(generalAddressSchema);

/** POST user/general-addresses/batch-delete. */
export const generalAddressBatchDelete = bodyFrom(addressBatchDeleteSchema);

/** POST user/shopping-carts: an ordinary product, or a lucky one with its personalisation (checked per product). */
export const cartAddInput = bodyFrom(cartAddRequestSchema);

/** PUT user/shopping-carts/{id}: a new quantity (ordinary lines) or personalisation (lucky lines). */
export const cartLineUpdate = bodyFrom(cartUpdateRequestSchema);

/** POST user/favorites. */
export const favoriteInput = bodyFrom(productIdSchema);

/** POST orders: the checkout's payload (lib/domain/checkout/order.ts builds it). */
export const orderInput = bodyFrom(orderPayloadSchema);

export type GeneralAddressInput = z.output<typeof generalAddressInput>;
export type CartAddInput = z.output<typeof cartAddInput>;
export type CartLineUpdate = z.output<typeof cartLineUpdate>;
export type DrawOpenInput = z.output<typeof drawOpenInput>;

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
