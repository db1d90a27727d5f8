import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { configErrorResponse, jsonNoStore } from '@/lib/session/responses';
import { destroySession } from '@/lib/session/session';

/** Log out: the sealed cookie is cleared. The page then clears local storage and goes home. */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  try {
    await destroySession();
    return jsonNoStore({ message: '登出成功' });
  } catch (error) {
    return configErrorResponse(error);
  }
}
