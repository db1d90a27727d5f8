import { ObjectSchema, ValidationError, type Schema } from 'yup';
import { HttpError, type FieldErrors } from './errors';

/**
 * Validates a body with a shared yup schema (lib/domain) and answers 422 with every field's
 * messages, so the API refuses exactly what the forms refuse, with the same words.
 */
export async function validateBody<T>(schema: Schema<T>, body: unknown): Promise<T> {
  try {
    return await schema.validate(withoutMisshapenValues(schema, body), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path || '_';
      (errors[field] ??= []).push(inner.message);
    }
    throw new HttpError(422, error.inner[0]?.message ?? error.message, { errors });
  }
}

/**
 * An object or array where a schema expects a string, number or boolean counts as missing, so the
 * field's own "required" message answers (yup would otherwise throw a TypeError while casting it).
 */
function withoutMisshapenValues(schema: Schema<unknown>, body: unknown): unknown {
  if (!(schema instanceof ObjectSchema) || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [key, field] of Object.entries(schema.fields)) {
    const type = (field as Schema<unknown>).type;
    const value = copy[key];
    if (['string', 'number', 'boolean'].includes(type) && value !== null && typeof value === 'object') copy[key] = undefined;
  }
  return copy;
}

/** Reads a JSON (or form) body; anything unreadable is a 400, never a 500. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return Object.fromEntries((await request.formData()).entries());
    }
    const text = await request.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    throw new HttpError(400, '無法解析請求內容');
  }
}
