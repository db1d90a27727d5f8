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
import { bodyFrom } from './from-yup';

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
