import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { BODY_TOO_LARGE, jsonNoStore, readJsonWithin } from '@/lib/session/responses';
import { callApi, forwardedFrom, withoutToken } from '@/lib/session/upstream';

/**
 * Step 3 of forgot password (spec-coverage “Members: session and screens”): PUT reset-password with the reset token. Success ends
 * at "back to login", so no session is made, and a token the API might answer never reaches the page.
 */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  const read = await readJsonWithin(request);
  if (read === 'too-large') return BODY_TOO_LARGE();
  const body = read as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return jsonNoStore({ message: '密碼更新失敗，請洽服務人員' }, 400);
  const reset = await callApi('PUT', 'reset-password', {
    username: body.username,
    new_password: body.new_password,
    reset_token: body.reset_token,
  }, undefined, forwardedFrom(request));
  return jsonNoStore(withoutToken(reset.json), reset.status);
}
