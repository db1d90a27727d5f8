// The content webhook as the CMS sends it (app/api/revalidate/signature.ts checks it): for the tests and benches
// that expire a server's pages.
import { createHmac } from 'node:crypto';

/**
 * The webhook's body and headers for `payload`, signed with `secret` (`sha256=<HMAC-SHA256 of the body>`).
 * @param {object} payload
 * @param {string} secret
 */
export function signedWebhook(payload, secret) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-revalidate-signature': signature } };
}
