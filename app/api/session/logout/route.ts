import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { configErrorResponse, jsonNoStore } from '@/lib/session/responses';
import { destroySession, sessionAuthorization } from '@/lib/session/session';
import { call } from '@/lib/api/call';
import { serverApi } from '@/lib/api/server';
import { settled } from '@/lib/session/upstream';

/**
 * Log out (the member's, idle and forced logout alike): the API revokes the session's token first
 * (POST user/logout), so a copy of the cookie made before reads nothing afterwards; then the sealed
 * cookie is cleared. An API that cannot be reached does not keep the member signed in here.
 */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  try {
    const authorization = await sessionAuthorization();
    if (authorization) await settled(() => call(serverApi(authorization), 'POST user/logout'));
    await destroySession();
    return jsonNoStore({ message: '登出成功' });
  } catch (error) {
    return configErrorResponse(error);
  }
}
