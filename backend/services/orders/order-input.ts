import { and, eq, gte } from 'drizzle-orm';
import type { InferType, ObjectSchema } from 'yup';
import { HOME_DELIVERY_CODE, isBusinessMember, ORDER_MESSAGES as M, orderPayloadSchema } from '@/lib/domain/orders';
import type { Db } from '../../db/client';
import { isLive } from '../../db/filters';
import { loveCodes, offices, paymentMethods, remittanceDays, terms } from '../../db/schema';
import { HttpError, type FieldErrors } from '../../http/errors';
import type { Member } from '../../http/env';
import { validateBody } from '../../http/validate';

export type OrderPayload = InferType<typeof orderPayloadSchema>;

/** What the payload names, looked up: the payment code and the pickup office's name and phone. */
export type OrderReferences = { paymentCode: string; pickupOffice: { name: string; telephone: string } | null };

/** The shared schema's `$business` needs a context, which validateBody does not pass: bind it to a copy. */
function withContext<T extends object>(schema: ObjectSchema<T>, context: object): ObjectSchema<T> {
  const bound = schema.clone();
  const validate = bound.validate.bind(bound);
  bound.validate = ((value: unknown, options = {}) => validate(value, { ...options, context })) as typeof bound.validate;
  return bound;
}

/** The payload validated with `orderPayloadSchema` (the checkout's own schema) for this member: 422 with field errors. */
export async function readOrderPayload(body: unknown, member: Member): Promise<OrderPayload> {
  const schema = withContext(orderPayloadSchema, { business: isBusinessMember(member.identity_card) });
  return (await validateBody(schema, body)) as OrderPayload;
}

/** Office codes are compared as stored; a payload's code is trimmed by the schema. */
async function officeByCode(db: Db, code: string) {
  const [office] = await db.select().from(offices).where(and(eq(offices.code, code), isLive(offices))).limit(1);
  return office;
}

/**
 * Checks every value the payload names against the API's own data, and answers all failures at once
 * (422 with field errors): the sales territory, a pickup office, an invoice office, a barcode of the
 * member's, an active love code, an active payment method, a remittance day, agreed terms, and no
 * activity gifts until activities are built (issue 11).
 */
export async function resolveOrderReferences(db: Db, member: Member, input: OrderPayload, now: string): Promise<OrderReferences> {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const territory = await officeByCode(db, input.sale_territory);
  if (!territory || territory.is_sales_territory_use !== 1) fail('sale_territory', M.salesTerritory);

  let pickupOffice: OrderReferences['pickupOffice'] = null;
  if (input.delivery_code !== HOME_DELIVERY_CODE) {
    const office = await officeByCode(db, input.delivery_code);
    if (office) pickupOffice = { name: office.name, telephone: office.telephone };
    else fail('delivery_code', M.office);
  }

  if (input.invoice_accept_type === 3 && !(input.invoice_address && (await officeByCode(db, input.invoice_address)))) fail('invoice_address', M.office);

  if (input.carrier_type === 2) {
    const barcodes = [member.barcode01, member.barcode02, member.barcode03].filter(Boolean);
    if (!barcodes.includes(input.carrier_id ?? '')) fail('carrier_id', M.mobileBarcode);
  }
  if (input.carrier_type === 4) {
    const [code] = await db
      .select({ id: loveCodes.id })
      .from(loveCodes)
      .where(and(eq(loveCodes.love_code, input.love_code ?? ''), eq(loveCodes.status, 1), isLive(loveCodes)))
      .limit(1);
    if (!code) fail('love_code', M.loveCode);
  }

  const [method] = await db
    .select({ code: paymentMethods.code })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.payment), eq(paymentMethods.status, 1), isLive(paymentMethods)))
    .limit(1);
  if (!method) fail('payment', M.payment);

  if (input.atm_day) {
    const [day] = await db
      .select({ id: remittanceDays.id })
      .from(remittanceDays)
      .where(and(eq(remittanceDays.day, input.atm_day), gte(remittanceDays.day, now.slice(0, 10)), isLive(remittanceDays)))
      .limit(1);
    if (!day) fail('atm_day', M.atmDay);
  }

  if (input.terms_agree !== 1) {
    const [shown] = await db.select({ id: terms.id }).from(terms).where(and(eq(terms.status, 1), isLive(terms))).limit(1);
    if (shown) fail('terms_agree', M.terms);
  }

  if (input.activities.length) fail('activities', M.activitiesUnavailable);

  const fields = Object.values(errors);
  if (fields.length) throw new HttpError(422, fields[0][0], { errors });
  return { paymentCode: method!.code, pickupOffice };
}
