import { FORBIDDEN_ORIGIN, isAllowedOrigin } from '@/lib/session/origin';
import { BODY_TOO_LARGE, configErrorResponse, jsonNoStore, readJsonWithin } from '@/lib/session/responses';
import { destroySession, isTesterMember, saveSessionToken } from '@/lib/session/session';
import { callApi, forwardedFrom, findTokenReply, withoutToken } from '@/lib/session/upstream';

/**
 * Step 3 → 4 of first login (spec-coverage “Members: session and screens”): PUT reset-password with the reset token; the API
 * answers the member and a token. Any previous session is ended, the new token goes into the
 * sealed cookie, and the page gets the member data without the token.
 */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request)) return jsonNoStore(FORBIDDEN_ORIGIN, 403);
  const read = await readJsonWithin(request);
  if (read === 'too-large') return BODY_TOO_LARGE();
  const body = read as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return jsonNoStore({ message: '密碼更新失敗，請洽服務人員' }, 400);
  const payload = { username: body.username, new_password: body.new_password, reset_token: body.reset_token };
  try {
    await destroySession();
    const reset = await callApi('PUT', 'reset-password', payload, undefined, forwardedFrom(request));
    if (reset.status >= 300) return jsonNoStore(reset.json, reset.status);
    const reply = findTokenReply(reset.json);
    if (reply) await saveSessionToken(reply, { tester: isTesterMember(reset.json.user) });
    return jsonNoStore(withoutToken(reset.json));
  } catch (error) {
    return configErrorResponse(error);
  }
}
