import { ObjectSchema, Schema, ValidationError } from 'yup';
import { HttpError, type FieldErrors } from './errors';
import { REQUEST_REFUSALS as MESSAGES } from '@/lib/contract/request-refusals';
import { cleanBodyValue, readCappedBytes } from './hostile-input';

/**
 * Validates a body with a shared yup schema (lib/domain) and answers 422 with every field's
 * messages, so the API refuses exactly what the forms refuse, with the same words. `context` is what the
 * schema's tests read as `$name` (the order's `$business`).
 */
export async function validateBody<T>(schema: Schema<T>, body: unknown, context?: object): Promise<T> {
  const { shaped, typeErrors } = shapedFor(schema, body);
  let valid: T | undefined;
  const errors: FieldErrors = {};
  try {
    valid = await schema.validate(shaped, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      (errors[inner.path || '_'] ??= []).push(inChinese(inner));
    }
  }
  for (const [field, messages] of Object.entries(typeErrors)) (errors[field] ??= []).push(...messages);
  // Two rules of one field may refuse with the same words (atm_day's required and its day check): said once.
  for (const field of Object.keys(errors)) errors[field] = [...new Set(errors[field])];
  if (Object.keys(errors).length) throw new HttpError(422, Object.values(errors)[0][0], { errors });
  return valid as T;
}

/** yup's own default messages are English: the API speaks Traditional Chinese only. */
const CJK = /[\u3400-\u9fff]/;
const inChinese = ({ message, path }: Pick<ValidationError, 'message' | 'path'>) =>
  CJK.test(message) ? message : `${path ? `欄位 ${path} ` : '請求內容'}格式錯誤`;

const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean']);

/**
 * The type error of an object or array sent to an optional primitive field, found without running
 * the field's transforms: those assume the type (`string().trim()` calls value.trim()), so the value
 * never reaches them.
 */
function typeErrorOf(field: Schema<unknown>, value: unknown, path: string): string {
  try {
    field.validateSync(value, { strict: true, abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) return inChinese({ message: error.errors[0] ?? '', path });
  }
  return inChinese({ message: '', path });
}

/**
 * The body reduced to the schema's own fields: yup looks every key up on its `fields` object, so a
 * key like `constructor` would resolve to Object's and throw. An object or array where a string,
 * number or boolean is expected counts as missing on a required field (its own "required" message
 * answers) and as that field's type error on an optional one (never `[5]` read as 5).
 */
function shapedFor(schema: Schema<unknown>, body: unknown, prefix = ''): { shaped: unknown; typeErrors: FieldErrors } {
  const typeErrors: FieldErrors = {};
  if (!(schema instanceof ObjectSchema) || body === null || typeof body !== 'object' || Array.isArray(body))
    return { shaped: body, typeErrors };
  const shaped: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    if (!Object.hasOwn(body, key)) continue;
    const value = (body as Record<string, unknown>)[key];
    if (!(field instanceof Schema) || value === null || typeof value !== 'object') shaped[key] = value;
    else if (field instanceof ObjectSchema) {
      const nested = shapedFor(field, value, `${prefix}${key}.`);
      shaped[key] = nested.shaped;
      Object.assign(typeErrors, nested.typeErrors);
    } else if (!PRIMITIVE_TYPES.has(field.type)) shaped[key] = value;
    else {
      const resolved = field.resolve({ value, parent: body });
      if (resolved.spec.optional) typeErrors[`${prefix}${key}`] = [typeErrorOf(resolved, value, `${prefix}${key}`)];
    }
  }
  return { shaped, typeErrors };
}

/**
 * Reads a JSON (or form) body, at most MAX_BODY_BYTES (else 413). Anything unreadable is a 400, and
 * so is a control character in any string; keys named like Object.prototype's members are dropped
 * (hostile-input.ts). Never a 500, so every route that reads its body here inherits the refusals.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  const bytes = await readCappedBytes(request);
  let parsed: unknown;
  try {
    if (type.includes('multipart/form-data')) {
      parsed = formFields(await new Response(bytes, { headers: { 'content-type': type } }).formData());
    } else {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (type.includes('application/x-www-form-urlencoded')) parsed = formFields(new URLSearchParams(text));
      else parsed = text ? JSON.parse(text) : {};
    }
  } catch {
    throw new HttpError(400, MESSAGES.unreadableBody);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new HttpError(400, MESSAGES.unreadableBody);
  return cleanBodyValue(parsed) as Record<string, unknown>;
}

/** A form's text fields (the API takes no uploads: files are left out). */
const formFields = (entries: Iterable<[string, unknown]>) =>
  Object.fromEntries([...entries].filter(([, value]) => typeof value === 'string'));
