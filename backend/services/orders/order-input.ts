import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderPayload } from '@/lib/domain/checkout/order';
import { HOME_DELIVERY_CODE, isBusinessMember, orderPayloadSchema } from '@/lib/domain/checkout/schema';
import { ORDER_MESSAGES as M, type ShippingRule } from '@/lib/domain/orders';
import { SHIPPING_FEE_LINE_NUMBERS } from '@/lib/domain/shipping-fee-line';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { loveCodes, offices, paymentMethods, products, shippingRules, terms } from '../../db/schema';
import { HttpError, type FieldErrors } from '../../http/errors';
import type { Member } from '../../http/env';
import { validateBody } from '../../http/validate';
import { readRow } from './read-row';
import { offeredDays } from './remittance-days';

export type FeeLineProduct = { id: number; product_number: string };

/** What the payload names, looked up: the payment code, the pickup office; and the shipping rules and fee-line products. */
export type OrderReferences = {
  paymentCode: string;
  /** The chosen method's `max_installment` (0: paid at once). */
  maxInstallment: number;
  pickupOffice: { name: string; telephone: string } | null;
  shippingRules: ShippingRule[];
  feeLines: FeeLineProduct[];
};

const FEE_LINE_NUMBERS = Object.values(SHIPPING_FEE_LINE_NUMBERS);

/** The payload validated with `orderPayloadSchema` (the checkout's own schema) for this member: 422 with field errors. */
export async function readOrderPayload(body: unknown, member: Member): Promise<OrderPayload> {
  return validateBody(orderPayloadSchema, body, { business: isBusinessMember(member.identity_card) });
}

const exists = (query: SQL) => sql`exists(${query})`;

/** Everything the payload names, looked up in one round trip (read-row.ts says why). */
const namedRows = (db: Db, input: OrderPayload, today: string) => {
  const office = (code: string) => and(eq(offices.code, code), isLive(offices));
  return sql`select
    (select ${offices.is_sales_territory_use} from ${offices} where ${office(input.sale_territory)}) as territory_use,
    (select json_build_object('name', ${offices.name}, 'telephone', ${offices.telephone}) from ${offices} where ${office(input.delivery_code)}) as pickup_office,
    ${exists(sql`select 1 from ${offices} where ${office(input.invoice_address ?? '')}`)} as invoice_office,
    ${exists(sql`select 1 from ${loveCodes} where ${and(eq(loveCodes.love_code, input.love_code ?? ''), eq(loveCodes.status, 1), isLive(loveCodes))}`)} as love_code,
    (select json_build_object('code', ${paymentMethods.code}, 'max_installment', ${paymentMethods.max_installment}) from ${paymentMethods} where ${and(eq(paymentMethods.id, input.payment), eq(paymentMethods.status, 1), isLive(paymentMethods))}) as payment_method,
    ${input.atm_day ? sql`${input.atm_day}::date in (${offeredDays(db, today)})` : sql`false`} as remittance_day,
    ${exists(sql`select 1 from ${terms} where ${and(eq(terms.status, 1), isLive(terms))}`)} as terms_shown,
    (select coalesce(json_agg(json_build_object('id', ${shippingRules.id}, 'shipping_fee', ${shippingRules.shipping_fee}, 'free_shipping', ${shippingRules.free_shipping})), '[]'::json)
      from ${shippingRules} where ${isLive(shippingRules)}) as shipping_rules,
    (select coalesce(json_agg(json_build_object('id', ${products.id}, 'product_number', ${products.product_number})), '[]'::json)
      from ${products} where ${inArray(products.product_number, FEE_LINE_NUMBERS)}) as fee_lines`;
};

type NamedRows = {
  territory_use: number | null;
  pickup_office: { name: string; telephone: string } | null;
  invoice_office: boolean;
  love_code: boolean;
  payment_method: { code: string; max_installment: number } | null;
  remittance_day: boolean;
  terms_shown: boolean;
  shipping_rules: ShippingRule[];
  fee_lines: FeeLineProduct[];
};

/**
 * Checks every value the payload names against the API's own data, and answers all failures at once
 * (422 with field errors): the sales territory, a pickup office, an invoice office, a barcode of the
 * member's, an active love code, an active payment method, an offered remittance day, agreed terms (the
 * activities are judged inside the order's transaction: services/activities/order-gifts.ts). Also
 * answers what pricing needs: the shipping rules and the shipping-fee line products.
 */
export async function resolveOrderReferences(
  db: Db,
  member: Member,
  input: OrderPayload,
  now: string,
): Promise<OrderReferences> {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const named = await readRow<NamedRows>(db, namedRows(db, input, now.slice(0, 10)));

  if (named.territory_use !== 1) fail('sale_territory', M.salesTerritory);
  const pickup = input.delivery_code !== HOME_DELIVERY_CODE;
  if (pickup && !named.pickup_office) fail('delivery_code', M.office);
  if (input.invoice_accept_type === 3 && !named.invoice_office) fail('invoice_address', M.office);
  if (input.carrier_type === 2) {
    const barcodes = [member.barcode01, member.barcode02, member.barcode03].filter(Boolean);
    if (!barcodes.includes(input.carrier_id ?? '')) fail('carrier_id', M.mobileBarcode);
  }
  if (input.carrier_type === 4 && !named.love_code) fail('love_code', M.loveCode);
  if (!named.payment_method) fail('payment', M.payment);
  if (input.atm_day && !named.remittance_day) fail('atm_day', M.atmDay);
  if (input.terms_agree !== 1 && named.terms_shown) fail('terms_agree', M.terms);

  const fields = Object.values(errors);
  if (fields.length) throw new HttpError(422, fields[0][0], { errors });
  return {
    paymentCode: named.payment_method!.code,
    maxInstallment: named.payment_method!.max_installment,
    pickupOffice: pickup ? named.pickup_office : null,
    shippingRules: named.shipping_rules,
    feeLines: named.fee_lines,
  };
}
