import { configErrorResponse, jsonNoStore, sessionRequestBody } from '@/lib/session/responses';
import { destroySession, isTesterMember, saveSessionToken } from '@/lib/session/session';
import { putResetPassword, tokenOf, withoutToken } from '@/lib/session/upstream';

/**
 * Step 3 → 4 of first login (spec-coverage “Members: session and screens”): PUT reset-password with the reset token; the API
 * answers the member and a token. Any previous session is ended, the new token goes into the
 * sealed cookie, and the page gets the member data without the token.
 */
export async function POST(request: Request) {
  const body = await sessionRequestBody(request, '密碼更新失敗，請洽服務人員');
  if (body instanceof Response) return body;
  try {
    await destroySession();
    const reset = await putResetPassword(request, body);
    if (!reset.ok) return jsonNoStore(reset.json, reset.status);
    const reply = tokenOf(reset.json.token);
    if (reply) await saveSessionToken(reply, { tester: isTesterMember(reset.json.user) });
    return jsonNoStore(withoutToken(reset.json));
  } catch (error) {
    return configErrorResponse(error);
  }
}
