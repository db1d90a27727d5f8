/**
 * Refusals any request may get, whatever its route: the embedded API (backend/http), the BFF and
 * proxy.ts answer them with the same words (request-refusal-messages.mjs, which the production
 * server's method guard reads too).
 */
export { REQUEST_REFUSALS } from './request-refusal-messages.mjs';

export const MAX_BODY_BYTES = 1_048_576;

/**
 * Refused in any string of a body, query or path. PostgreSQL text cannot hold NUL, and no field of
 * the shop needs another control character (tab, line feed and carriage return stay allowed: the
 * contact text is multi-line).
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A request's body read while it streams, or null once it passes `max` bytes (declared or actually
 * sent): a chunked body is never read whole before its size is known. The embedded API, the BFF, the
 * session routes and the content webhook all read bodies through it (413 bodyTooLarge on null).
 */
export async function readBodyWithin(request: Request, max = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text within `max` bytes, or null past it. */
export async function readTextWithin(request: Request, max = MAX_BODY_BYTES): Promise<string | null> {
  const bytes = await readBodyWithin(request, max);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
