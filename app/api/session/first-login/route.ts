import { configErrorResponse, jsonNoStore, sessionRequestBody } from '@/lib/session/responses';
import { destroySession, isTesterMember, saveSessionToken } from '@/lib/session/session';
import { firstLoginMemberOf, firstLoginTokenOf, putResetPassword, withoutToken } from '@/lib/session/upstream';

/**
 * Step 3 → 4 of first login (spec-coverage “Members: session and screens”): PUT reset-password with the reset token; the API
 * answers the member and a token. Any previous session is ended, the new token goes into the
 * sealed cookie, and the page gets the member data without the token, and `signed_in`.
 */
export async function POST(request: Request) {
  const body = await sessionRequestBody(request, '密碼更新失敗，請洽服務人員');
  if (body instanceof Response) return body;
  try {
    await destroySession();
    const reset = await putResetPassword(request, body);
    if (!reset.ok) return jsonNoStore(reset.json, reset.status);
    const reply = firstLoginTokenOf(reset.json);
    if (reply) await saveSessionToken(reply, { tester: isTesterMember(firstLoginMemberOf(reset.json)) });
    // signed_in: whether a session was made, so that the page never says 您已登入 without one.
    return jsonNoStore({ ...(withoutToken(reset.json) as object), signed_in: !!reply });
  } catch (error) {
    return configErrorResponse(error);
  }
}
