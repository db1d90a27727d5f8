import { array, number, object, string } from 'yup';
import type { PaymentCode } from '@/lib/contract/schema/orders';
import { ADDRESS_PATTERN, MEMBER_MESSAGES } from '../validation/member';
import { CHINESE_OR_ENGLISH, isDateTime, words } from '../validation/rules';
import { addressMatchesPostalCode } from '../postal';
import { ORDER_MESSAGES as M } from '../orders/messages';
import { MAX_RECORD_ID } from '../record-id';
import { orderLineFortuneShape } from '../cart/personalisation';

/** Home delivery by courier; any other delivery code is an office's code (pickup) (spec-coverage “Orders and payment: the API”). */
export const HOME_DELIVERY_CODE = '51';

/** A member is a business when the identity card does not start with a capital letter (spec-coverage “Orders and payment: the API”). */
export const isBusinessMember = (identityCard: string) => !/^[A-Z]/.test(identityCard);

/** The id POST orders sends for each payment code an order shows. */
export const PAYMENT_IDS = { taiShinCard: 1, card: 2, unionPay: 3, ATM: 4 } as const satisfies Record<
  PaymentCode,
  number
>;
type PaymentId = (typeof PAYMENT_IDS)[PaymentCode];

/** Business members' invoice destinations: 1 same as delivery, 2 a new address, 3 office pickup. */
const INVOICE_ACCEPT_TYPES = [1, 2, 3] as const;
/** Individual members' carriers when ordering: 1 member carrier, 2 mobile barcode, 4 donation. */
const CARRIER_TYPES = [1, 2, 4] as const;

/** A phone longer than 10 digits is trimmed to 10 (spec-coverage “Orders and payment: the API” step 2). */
export const trimPhone = (phone: string) => phone.replace(/\D/g, '').slice(0, 10);

const isHome = (code: unknown) => code === HOME_DELIVERY_CODE;

/** An order's postal code (a number on the wire, M §7) as the digits the shipping and address rules read; '' for none. */
export const postalCodeText = (code: number | string | null | undefined) =>
  code === null || code === undefined ? '' : String(code).trim();

/** The digits of a typed postal code as POST orders sends them (M §7: a number); null when they are not 3 to 6 digits. */
export const postalCodeNumber = (code: string) => (/^\d{3,6}$/.test(code.trim()) ? Number(code.trim()) : null);

/** A full address: city, district and street in the §5 address characters. */
const fullAddress = (message: string) =>
  string().trim().max(250, message).matches(ADDRESS_PATTERN, { message, excludeEmptyString: true });

/**
 * Step 2 "fill in data" on the order payload's fields (spec-coverage “Orders and payment: the API”), shared by the form and
 * POST orders: sales territory; home delivery (code 51) with receiver, phone, postal code and
 * address, or office pickup with receiver name and phone; a business member's invoice destination,
 * or an individual's carrier. Pass `{context: {business}}` when validating.
 */
export const orderDetailsSchema = object({
  sale_territory: string().trim().required(M.salesTerritory).max(10, M.salesTerritory),
  delivery_code: string().trim().required(M.delivery).max(10, M.delivery),
  receiver: words(MEMBER_MESSAGES.recipientNameCharacters, CHINESE_OR_ENGLISH)
    .trim()
    .max(60, MEMBER_MESSAGES.recipientNameCharacters)
    .when('delivery_code', {
      is: isHome,
      then: (s) => s.required(M.recipientAddress),
      otherwise: (s) => s.required(M.receiverName),
    }),
  receiver_phone: string()
    .trim()
    .matches(/^\d{1,10}$/, { message: MEMBER_MESSAGES.recipientPhoneDigits, excludeEmptyString: true })
    .when('delivery_code', {
      is: isHome,
      then: (s) => s.required(M.recipientAddress),
      otherwise: (s) => s.required(M.receiverPhone),
    }),
  // M §7 "postal_code (number)": a JSON number (3 to 6 digits); the digits as a string, the earlier form, are read as that number.
  postal_code: number()
    .nullable()
    .when('delivery_code', {
      is: isHome,
      then: (s) =>
        s
          .typeError(M.recipientAddress)
          .required(M.recipientAddress)
          .integer(M.recipientAddress)
          .min(100, M.recipientAddress)
          .max(999_999, M.recipientAddress)
          // The fee and the outlying-island rules go by the postal code: the address must lie where it says.
          .test('address-in-postal-code', M.postalCodeMismatch, function (code) {
            const address = this.parent.receiver_address;
            const digits = postalCodeText(code);
            return (
              !digits ||
              !/^\d{3,6}$/.test(digits) ||
              typeof address !== 'string' ||
              !ADDRESS_PATTERN.test(address.trim()) ||
              addressMatchesPostalCode(digits, address)
            );
          }),
      otherwise: (s) => s.strip(),
    }),
  receiver_address: string()
    .nullable()
    .when('delivery_code', {
      is: isHome,
      then: () => fullAddress(M.recipientAddress).required(M.recipientAddress),
      otherwise: (s) => s.strip(),
    }),
  invoice_accept_type: number<(typeof INVOICE_ACCEPT_TYPES)[number]>()
    .nullable()
    .when('$business', {
      is: true,
      then: (s) => s.typeError(M.invoiceType).required(M.invoiceType).oneOf(INVOICE_ACCEPT_TYPES, M.invoiceType),
      otherwise: (s) => s.strip(),
    }),
  invoice_address: string()
    .nullable()
    .when(['$business', 'invoice_accept_type'], ([business, type], s) => {
      if (!business || (type !== 2 && type !== 3)) return s.strip();
      if (type === 3) return s.trim().required(M.office).max(10, M.office);
      return fullAddress(M.invoiceAddress).required(M.invoiceAddress);
    }),
  carrier_type: number<(typeof CARRIER_TYPES)[number]>()
    .nullable()
    .when('$business', {
      is: false,
      then: (s) => s.typeError(M.carrierType).required(M.carrierType).oneOf(CARRIER_TYPES, M.carrierType),
      otherwise: (s) => s.strip(),
    }),
  // M §7: carrier_id "only when carrier_type is 2", love_code "only when carrier_type is 4": left out otherwise (null, the earlier form, is read as absent).
  carrier_id: string()
    .nullable()
    .when(['$business', 'carrier_type'], ([business, type], s) =>
      !business && type === 2 ? s.trim().required(M.mobileBarcode).max(8, M.mobileBarcode) : s.strip(),
    ),
  love_code: string()
    .nullable()
    .when(['$business', 'carrier_type'], ([business, type], s) =>
      !business && type === 4 ? s.trim().required(M.loveCode).max(7, M.loveCode) : s.strip(),
    ),
});

/**
 * Step 3 "payment" (spec-coverage “Orders and payment: the API”): a method; card payments their instalment periods (0 for none);
 * ATM a remittance date and exactly five digits of the paying account. Which periods and dates are
 * allowed depends on the order and the calendar: the page offers only those, the API checks them.
 */
export const orderPaymentSchema = object({
  payment: number<PaymentId>().typeError(M.payment).required(M.payment).oneOf(Object.values(PAYMENT_IDS), M.payment),
  installment: number().when('payment', {
    is: (payment: unknown) =>
      [PAYMENT_IDS.taiShinCard, PAYMENT_IDS.card, PAYMENT_IDS.unionPay].includes(payment as 1 | 2 | 3),
    then: (s) =>
      s
        .typeError(M.installment)
        .required(M.installment)
        .integer(M.installment)
        .min(0, M.installment)
        .max(12, M.installment),
    otherwise: (s) => s.strip(),
  }),
  atm_day: string()
    .nullable()
    .when('payment', {
      is: PAYMENT_IDS.ATM,
      then: (s) =>
        s
          .required(M.atmDay)
          .matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.atmDay, excludeEmptyString: true })
          .test('real-date', M.atmDay, (value) => !value || isDateTime(value)),
      otherwise: (s) => s.strip(),
    }),
  card_number: string()
    .nullable()
    .when('payment', {
      is: PAYMENT_IDS.ATM,
      then: (s) => s.required(M.atmAccount).matches(/^\d{5}$/, { message: M.atmAccount, excludeEmptyString: true }),
      otherwise: (s) => s.strip(),
    }),
});

/** An id the page sends as it was given (cart line, product, activity): a positive 32-bit integer. */
const idOf = (message: string) =>
  number().typeError(message).required(message).integer(message).positive(message).max(MAX_RECORD_ID, message);

/**
 * One order line (M §7: product_id, product_number, quantity and a lucky line's fortune fields). `cart_id`, the cart
 * line it comes from, is the shop's optional addition; without it the API finds the line by product and fortune fields.
 */
const lineSchema = object({
  cart_id: number()
    .typeError(M.lineInvalid)
    .integer(M.lineInvalid)
    .positive(M.lineInvalid)
    .max(MAX_RECORD_ID, M.lineInvalid)
    .nullable()
    .optional()
    .meta({
      shopAddition:
        'the cart line ordered; without it the line is found by product, number, quantity and fortune fields (M §7)',
    }),
  ...orderLineFortuneShape,
  product_id: idOf(M.lineInvalid),
  product_number: string().typeError(M.lineInvalid).required(M.lineInvalid).max(20, M.lineInvalid),
  quantity: number()
    .typeError(M.lineInvalid)
    .required(M.lineInvalid)
    .integer(M.lineInvalid)
    .min(1, M.lineInvalid)
    .max(1000, M.lineInvalid),
});

const giftItemSchema = object({
  product_id: idOf(M.activitiesInvalid),
  product_number: string().typeError(M.activitiesInvalid).required(M.activitiesInvalid).max(20, M.activitiesInvalid),
  quantity: number()
    .typeError(M.activitiesInvalid)
    .required(M.activitiesInvalid)
    .integer(M.activitiesInvalid)
    .min(1, M.activitiesInvalid)
    .max(1000, M.activitiesInvalid),
});

/** One entry of the payload's `activities` (lib/domain/activities SubmittedActivity), sizes bounded. */
const submittedActivitySchema = object({
  activity_id: idOf(M.activitiesInvalid),
  items: array(giftItemSchema).typeError(M.activitiesInvalid).default([]).max(20, M.activitiesInvalid),
  draws: number()
    .typeError(M.activitiesInvalid)
    .integer(M.activitiesInvalid)
    .min(0, M.activitiesInvalid)
    .max(100, M.activitiesInvalid)
    .default(0)
    .meta({
      shopAddition:
        "the red packets the page offered; without it the API gives the draws the order earns (member §7's activities name the gift items only).",
    }),
});

const money = () =>
  number()
    .typeError(M.systemError)
    .required(M.systemError)
    .integer(M.systemError)
    .min(0, M.systemError)
    .max(100_000_000, M.systemError);

const flag = (message: string) => number().typeError(message).oneOf([0, 1], message).default(0);

/** The whole POST orders payload: lines, activities, step 2, step 3, totals and consents. */
export const orderPayloadSchema = orderDetailsSchema.concat(orderPaymentSchema).shape({
  order_items: array(lineSchema)
    .typeError('請選擇商品')
    .required('請選擇商品')
    .min(1, '請選擇商品')
    .max(100, '請選擇商品'),
  activities: array(submittedActivitySchema).typeError(M.activitiesInvalid).default([]).max(20, M.activitiesInvalid),
  shipping_fee: money(),
  total_price: money(),
  total_pv: money(),
  terms_agree: flag(M.terms),
  agree_freebie_none: flag(M.giftChoicePending),
  agree_freebie_none_ids: array(idOf(M.giftChoicePending))
    .typeError(M.giftChoicePending)
    .default([])
    .max(20, M.giftChoicePending),
  origin_device: string().typeError(M.systemError).trim().max(20, M.systemError).default('browser'),
});
