import { CONTROL_CHARACTER, readBodyWithin, REQUEST_REFUSALS as MESSAGES } from '@/lib/contract/request-refusals';
import { HttpError } from './errors';

const MAX_DEPTH = 16;

/**
 * Names of Object.prototype's members. A body key named like one (`constructor`, `__proto__`,
 * `toString`…) is looked up on plain objects by libraries (yup resolves `fields[key]`), and a value
 * that shadows `toString` / `valueOf` makes String() and Number() throw: such keys are dropped.
 */
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * A parsed body made safe to hand to validation and routes: objects rebuilt without prototype-named
 * keys, every string and key free of control characters, nesting bounded. Anything else is a 400.
 */
export function cleanBodyValue(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new HttpError(400, MESSAGES.unreadableBody);
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) throw new HttpError(400, MESSAGES.controlInBody);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => cleanBodyValue(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) throw new HttpError(400, MESSAGES.controlInBody);
    if (!PROTOTYPE_KEYS.has(key)) clean[key] = cleanBodyValue(item, depth + 1);
  }
  return clean;
}

/** The body's bytes, refused with 413 past MAX_BODY_BYTES (declared or actually sent). */
export async function readCappedBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBodyWithin(request);
  if (bytes === null) throw new HttpError(413, MESSAGES.bodyTooLarge);
  return bytes;
}
