import 'server-only';
import { readTextWithin, REQUEST_REFUSALS } from '@/lib/domain/validation/request-refusals';
import { SessionConfigError } from './secret';

/** JSON answer of the session and BFF routes; never cached. */
export function jsonNoStore(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export const UNAUTHENTICATED = { message: 'Unauthenticated.' } as const;

/** A misconfigured secret answers 500 with the reason, everything else is rethrown. */
export function configErrorResponse(error: unknown) {
  if (error instanceof SessionConfigError) return jsonNoStore({ message: error.message }, 500);
  throw error;
}

export const BODY_TOO_LARGE = () => jsonNoStore({ message: REQUEST_REFUSALS.bodyTooLarge }, 413);

/**
 * A session route's JSON body, read while it streams: 'too-large' past 1 MB (the route answers 413
 * before reading more), null when it is not a JSON object.
 */
export async function readJsonWithin(request: Request): Promise<Record<string, unknown> | null | 'too-large'> {
  const text = await readTextWithin(request);
  if (text === null) return 'too-large';
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
