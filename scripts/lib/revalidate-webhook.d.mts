/** The webhook's body and headers for `payload`, signed with `secret` (`sha256=<HMAC-SHA256 of the body>`). */
export function signedWebhook(
  payload: object,
  secret: string,
): { body: string; headers: { 'content-type': string; 'x-revalidate-signature': string } };
