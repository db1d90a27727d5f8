// @ts-check
// What the shop needs before it may serve, checked by `npm start` (scripts/start.mjs) and by the
// server itself (server/index.mjs), so that starting `node server/index.mjs` directly cannot skip it.
import { demoModeOn, demoModeSetting, PAYMENT_KEY_LENGTH, paymentKeysProblem } from '../lib/node/operator-settings.mjs';

/** @type {Record<import('../lib/node/operator-settings.mjs').PaymentKeysProblem, string>} */
const KEY_REFUSALS = {
  unset:
    "PAYMENT_HASH_KEY and PAYMENT_HASH_IV (the payment gateway's keys, not the demo or test keys) are required to start the shop.",
  half: "PAYMENT_HASH_KEY and PAYMENT_HASH_IV (the payment gateway's keys) must both be set.",
  length: `PAYMENT_HASH_KEY and PAYMENT_HASH_IV must be the payment gateway's keys, ${PAYMENT_KEY_LENGTH} letters and digits each.`,
  public:
    "PAYMENT_HASH_KEY and PAYMENT_HASH_IV are published demo or test keys: the payment gateway's own keys are required.",
};

/**
 * Why the shop must not start with this environment, or undefined when it may:
 * - DEMO_MODE must say on or off (0, false, off, no; 1, true, on, yes): a misspelt "off" would leave the
 *   demo's SMS codes and sandbox payments open;
 * - the company API (API_BASE_URL) hands out real member tokens, so their cookie must be sealed with a
 *   key of the operator's (SESSION_SECRET, 32+ characters; lib/session/secret.ts enforces it per request);
 * - outside the demo the embedded API verifies payment notices with keys only the operator holds, of the
 *   gateway's length and never a public one (backend/services/payment/keys.ts checks the same per call);
 * - METRICS_TOKEN, when set, opens GET /metrics to its bearer (app/metrics/route.ts): 32+ characters,
 *   so that it cannot be guessed; unset, the counters are not served at all.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function startRefusal(env = process.env) {
  if (demoModeSetting(env) === 'unknown') {
    return `DEMO_MODE=${env.DEMO_MODE} is neither on nor off: write 0, false, off or no to turn the demo off (1, true, on or yes to keep it).`;
  }
  if (env.API_BASE_URL && (env.SESSION_SECRET ?? '').length < 32) {
    return 'API_BASE_URL is set: SESSION_SECRET (32+ characters) is required to start the shop.';
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 32) {
    return 'METRICS_TOKEN (the bearer token that reads GET /metrics) must be 32+ characters, or unset to serve no counters.';
  }
  if (!env.API_BASE_URL && !demoModeOn(env)) {
    const problem = paymentKeysProblem(env.PAYMENT_HASH_KEY, env.PAYMENT_HASH_IV);
    if (problem) return `DEMO_MODE is off: ${KEY_REFUSALS[problem]}`;
  }
  return undefined;
}
