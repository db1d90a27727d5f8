import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { configErrorResponse, jsonNoStore } from '@/lib/session/responses';
import { destroySession, sessionAuthorization } from '@/lib/session/session';
import { callApi } from '@/lib/session/upstream';

/**
 * Log out (the member's, idle and forced logout alike): the API revokes the session's token first
 * (POST user/logout), so a copy of the cookie made before reads nothing afterwards; then the sealed
 * cookie is cleared. An API that cannot be reached does not keep the member signed in here.
 */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  try {
    const authorization = await sessionAuthorization();
    if (authorization) await callApi('POST', 'user/logout', undefined, authorization);
    await destroySession();
    return jsonNoStore({ message: '登出成功' });
  } catch (error) {
    return configErrorResponse(error);
  }
}
