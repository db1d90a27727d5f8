import 'server-only';
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
