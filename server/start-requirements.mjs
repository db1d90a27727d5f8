// What the shop needs before it may serve, checked by `npm start` (scripts/start.mjs) and by the
// server itself (server/index.mjs), so that starting `node server/index.mjs` directly cannot skip it.
import { readFileSync } from 'node:fs';

const publicKeys = () => JSON.parse(readFileSync(new URL('../backend/services/payment/public-keys.json', import.meta.url), 'utf8'));

/**
 * Why the shop must not start with this environment, or undefined when it may:
 * - the company API (API_BASE_URL) hands out real member tokens, so their cookie must be sealed with a
 *   key of the operator's (SESSION_SECRET, 32+ characters; lib/session/secret.ts enforces it per request);
 * - outside the demo (DEMO_MODE=0) the embedded API verifies payment notices with keys only the
 *   operator holds, never a public one (backend/services/payment/keys.ts checks the same per call).
 */
export function startRefusal(env = process.env) {
  if (env.API_BASE_URL && (env.SESSION_SECRET ?? '').length < 32) {
    return 'API_BASE_URL is set: SESSION_SECRET (32+ characters) is required to start the shop.';
  }
  if (!env.API_BASE_URL && env.DEMO_MODE === '0') {
    const keys = publicKeys();
    const key = env.PAYMENT_HASH_KEY ?? '';
    const iv = env.PAYMENT_HASH_IV ?? '';
    if (!key || !iv || keys.hashKeys.includes(key) || keys.hashIvs.includes(iv)) {
      return "DEMO_MODE=0: PAYMENT_HASH_KEY and PAYMENT_HASH_IV (the payment gateway's keys, not the demo or test keys) are required to start the shop.";
    }
  }
  return undefined;
}
