import { configErrorResponse, jsonNoStore } from '@/lib/session/responses';
import { readSessionToken } from '@/lib/session/session';

/** Whether this browser holds a live session, and until when (never the token itself). */
export async function GET() {
  try {
    const token = await readSessionToken();
    return jsonNoStore({ authenticated: !!token, expires_at: token?.expires_at ?? null });
  } catch (error) {
    return configErrorResponse(error);
  }
}
