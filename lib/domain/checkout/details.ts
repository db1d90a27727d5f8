import { object, string, ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ORDER_MESSAGES as M } from '../orders';
import { HOME_DELIVERY_CODE, orderDetailsSchema, postalCodeNumber, trimPhone } from './schema';
import { ADDRESS_PATTERN, generalAddressSchema, MEMBER_MESSAGES } from '../validation/member';
import { NEW_RECIPIENT, type DetailsValues } from './draft-defaults';

export { EMPTY_DETAILS, NEW_RECIPIENT, type DetailsValues } from './draft-defaults';

export type DetailsField = keyof DetailsValues | 'sale_territory';
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** The step-2 fields of POST orders, as `orderDetailsSchema` validates them. */
export type DetailsPayload = InferType<typeof orderDetailsSchema>;

/** Member §9: an invoice sent to an address (invoice accept types 1 and 2) goes by registered mail, which takes 20 working days. */
export const REGISTERED_MAIL_WORKING_DAYS = 20;
export const isInvoiceMailed = (invoiceAcceptType: string) => invoiceAcceptType === '1' || invoiceAcceptType === '2';

export const isHomeDelivery = (values: Pick<DetailsValues, 'delivery'>) => values.delivery === 'home';

/** The address an order ships to: city, district and street in one (no spaces, as the §5 address rule allows). */
export const joinAddress = (city: string, district: string, address: string) => `${city}${district}${address.trim()}`;

/** Where the goods go: the postal code of a home delivery, null for office pickup (no shipping fee). */
export const deliveryPostalCode = (values: Pick<DetailsValues, 'delivery' | 'postal_code'>) =>
  isHomeDelivery(values) ? values.postal_code.trim() : null;

/**
 * The form's values as POST orders takes them (M §7): the postal code a number, carrier_id and love_code only with
 * their carrier type; the pickup phone trimmed to 10 digits (spec-coverage “Checkout pages”).
 */
export function detailsPayload(values: DetailsValues, territory: string, business: boolean): DetailsPayload {
  const home = isHomeDelivery(values);
  const invoiceType = business
    ? ((Number(values.invoice_accept_type) || null) as DetailsPayload['invoice_accept_type'])
    : null;
  const carrierType = business ? null : ((Number(values.carrier_type) || null) as DetailsPayload['carrier_type']);
  const invoiceAddress =
    invoiceType === 2
      ? `${values.invoice_postal_code.trim()}${joinAddress(values.invoice_city, values.invoice_district, values.invoice_address)}`
      : invoiceType === 3
        ? values.invoice_office
        : null;
  return {
    sale_territory: territory,
    delivery_code: home ? HOME_DELIVERY_CODE : values.pickup_office,
    receiver: (home ? values.name : values.pickup_name).trim(),
    receiver_phone: home ? values.phone.trim() : trimPhone(values.pickup_phone),
    postal_code: home ? postalCodeNumber(values.postal_code) : null,
    receiver_address: home ? joinAddress(values.city, values.district, values.address) : null,
    invoice_accept_type: invoiceType,
    invoice_address: invoiceAddress,
    carrier_type: carrierType,
    ...(carrierType === 2 ? { carrier_id: values.carrier_id } : {}),
    ...(carrierType === 4 ? { love_code: values.love_code } : {}),
  };
}

/** A new invoice address (type 2): the §5 address rules, '請填寫發票地址' when a part is missing. */
const invoiceAddressSchema = object({
  postal_code: string()
    .trim()
    .required(M.invoiceAddress)
    .matches(/^\d{3,6}$/, MEMBER_MESSAGES.postalCodeFormat),
  city: string().trim().required(M.invoiceAddress),
  district: string().trim().required(M.invoiceAddress),
  address: string()
    .trim()
    .required(M.invoiceAddress)
    .max(200, M.invoiceAddress)
    .matches(ADDRESS_PATTERN, M.invoiceAddress),
});

/** Every error of a schema as path → first message. */
function collect(schema: AnyObjectSchema, value: unknown, context?: object): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error])
      if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
    return found;
  }
}

/**
 * Step 2's errors on the form's own fields (spec-coverage “Checkout pages”). The order payload is checked with the
 * schema POST orders uses (`orderDetailsSchema`, context `{business}`), and each payload error is put
 * on the field the member fills in: receiver on the new recipient's name or the pickup name, the
 * address of a saved recipient on the recipient choice, invoice_address on the invoice address or
 * the invoice office. A typed address is first checked with the address book's schema, for its
 * more precise messages; an invoice address with the address rules.
 */
export function detailsErrors(values: DetailsValues, territory: string, business: boolean): DetailsErrors {
  const errors: DetailsErrors = {};
  const put = (field: DetailsField, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  const home = isHomeDelivery(values);
  const typed = home && values.recipient === NEW_RECIPIENT;

  if (typed) {
    const { name, phone, postal_code, city, district, address } = values;
    const found = collect(generalAddressSchema, { name, phone, postal_code, city, district, address });
    for (const field of ['name', 'phone', 'postal_code', 'city', 'district', 'address'] as const)
      put(field, found[field]);
  }
  if (!home && !values.pickup_office) put('pickup_office', M.office);
  if (business && values.invoice_accept_type === '2') {
    const found = collect(invoiceAddressSchema, {
      postal_code: values.invoice_postal_code,
      city: values.invoice_city,
      district: values.invoice_district,
      address: values.invoice_address,
    });
    for (const field of ['postal_code', 'city', 'district', 'address'] as const) put(`invoice_${field}`, found[field]);
  }

  const found = collect(orderDetailsSchema, detailsPayload(values, territory, business), { business });
  const recipientField = (typedField: DetailsField): DetailsField => (typed ? typedField : 'recipient');
  const fieldOf: Record<string, DetailsField> = {
    sale_territory: 'sale_territory',
    delivery_code: home ? 'delivery' : 'pickup_office',
    receiver: home ? recipientField('name') : 'pickup_name',
    receiver_phone: home ? recipientField('phone') : 'pickup_phone',
    postal_code: recipientField('postal_code'),
    receiver_address: recipientField('address'),
    invoice_accept_type: 'invoice_accept_type',
    invoice_address: values.invoice_accept_type === '3' ? 'invoice_office' : 'invoice_address',
    carrier_type: 'carrier_type',
    carrier_id: 'carrier_id',
    love_code: 'love_code',
  };
  for (const [path, message] of Object.entries(found)) put(fieldOf[path] ?? 'delivery', message);
  return errors;
}
