import { number, object, type InferType } from 'yup';
import { CART_MESSAGES } from './messages';
import { CART_FORTUNE_FIELDS, personalisationSchemaFor } from './personalisation';
import { MAX_RECORD_ID } from '../record-id';

/** Numbers, or digit strings as a form sends them; '0x10' or '1e3' are not read as numbers. */
const positiveInteger = (message: string) =>
  number()
    .transform((value, original) => (typeof original === 'string' && !/^\s*\d+\s*$/.test(original) ? NaN : value))
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(MAX_RECORD_ID, message);

/** `{product_id}` of POST user/favorites and user/shopping-carts. */
export const productIdSchema = object({
  product_id: positiveInteger(CART_MESSAGES.productRequired).required(CART_MESSAGES.productRequired),
});

const quantity = positiveInteger(CART_MESSAGES.quantityInvalid).nullable();
const installment = number()
  .typeError(CART_MESSAGES.installmentInvalid)
  .nullable()
  .meta({ choices: [0, 1] })
  .test('zero-or-one', CART_MESSAGES.installmentInvalid, (value) => value == null || value === 0 || value === 1);

/** POST user/shopping-carts besides the personalisation (validated per product with personalisationSchema). */
export const cartAddSchema = productIdSchema.shape({ product_quantity: quantity, is_installment: installment });

/** PUT user/shopping-carts/{id} besides the personalisation. */
export const cartUpdateSchema = object({ product_quantity: quantity, is_installment: installment });

/**
 * Every personalisation field, none required: what a body may carry besides the line's own fields (the contract's
 * shape): the chart's fortune fields of M §3, or `character_id` (the shop's addition), the word and sizes.
 */
const anyPersonalisation = personalisationSchemaFor({ ring: true, wrist: true }).partial();

/** The whole body of POST user/shopping-carts: the personalisation is validated per product, and only for a lucky one. */
export const cartAddRequestSchema = cartAddSchema.concat(anyPersonalisation);

/** The whole body of PUT user/shopping-carts/{id}. */
export const cartUpdateRequestSchema = cartUpdateSchema.concat(anyPersonalisation);

export type CartAddInput = InferType<typeof cartAddRequestSchema>;
export type CartLineUpdate = InferType<typeof cartUpdateRequestSchema>;

/** Whether a body changes a lucky line's personalisation (then it is validated whole). */
export const PERSONALISATION_FIELDS = [
  'character_id',
  ...CART_FORTUNE_FIELDS,
  'fortune_word',
  'fortune_ring_size',
  'fortune_finger',
  'fortune_wrist_size',
] as const;
