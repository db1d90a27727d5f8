import { jsonNoStore, sessionRequestBody } from '@/lib/session/responses';
import { putResetPassword, withoutToken } from '@/lib/session/upstream';

/**
 * Step 3 of forgot password (spec-coverage “Members: session and screens”): PUT reset-password with the reset token. Success ends
 * at "back to login", so no session is made, and a token the API might answer never reaches the page.
 */
export async function POST(request: Request) {
  const body = await sessionRequestBody(request, '密碼更新失敗，請洽服務人員');
  if (body instanceof Response) return body;
  const reset = await putResetPassword(request, body);
  return jsonNoStore(withoutToken(reset.json), reset.status);
}
