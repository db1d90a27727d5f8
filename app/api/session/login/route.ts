import { configErrorResponse, jsonNoStore, sessionRequestBody } from '@/lib/session/responses';
import { destroySession, isTesterMember, saveSessionToken } from '@/lib/session/session';
import { call, dataOf } from '@/lib/api/call';
import { serverApi } from '@/lib/api/server';
import { forwardedFrom, settled, tokenOf } from '@/lib/session/upstream';

/**
 * Log in (spec-coverage “Members: session and screens”): POST login to the API; on success the token reply goes into the sealed
 * cookie (with the profile's is_tester, which routes a tester's catalogue pages) and the page gets the
 * member's profile (GET users), never the token. API errors (status
 * and `status_from_backend`) are passed through for the login screen's error catalogue.
 */
export async function POST(request: Request) {
  const body = await sessionRequestBody(request, '請填寫帳號與密碼');
  if (body instanceof Response) return body;
  const credentials = { username: String(body.username ?? ''), password: String(body.password ?? '') };

  try {
    await destroySession();
    const login = await settled(() =>
      call(serverApi(), 'POST login', { body: credentials, headers: forwardedFrom(request) }),
    );
    if (!login.ok) return jsonNoStore(login.json, login.status);
    const reply = tokenOf(login.json);
    if (!reply) return jsonNoStore({ message: '登入失敗' }, 502);
    const profile = await settled(() => call(serverApi(`Bearer ${reply.access_token}`), 'GET users'));
    // Saved also when the profile fails, as before: the page's refusal handling ends the session then.
    await saveSessionToken(reply, { tester: profile.ok && isTesterMember(dataOf(profile.json)) });
    if (!profile.ok) return jsonNoStore(profile.json, profile.status);
    return jsonNoStore(profile.json);
  } catch (error) {
    return configErrorResponse(error);
  }
}
