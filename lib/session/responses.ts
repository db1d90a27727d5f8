import 'server-only';
import { readTextWithin, REQUEST_REFUSALS } from '@/lib/contract/request-refusals';
import { FORBIDDEN_ORIGIN, isAllowedOrigin } from './origin';
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
async function readJsonWithin(request: Request): Promise<Record<string, unknown> | null | 'too-large'> {
  const text = await readTextWithin(request);
  if (text === null) return 'too-large';
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The body of a session route's write (login, first login, password reset): a cross-site request
 * answers 403, a body past 1 MB 413 and one that is not a JSON object 400 with the route's message.
 */
export async function sessionRequestBody(
  request: Request,
  notAnObject: string,
): Promise<Record<string, unknown> | Response> {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  const read = await readJsonWithin(request);
  if (read === 'too-large') return BODY_TOO_LARGE();
  return read ?? jsonNoStore({ message: notAnObject }, 400);
}
