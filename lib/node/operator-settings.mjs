// @ts-check
// The operator's settings, read as the operator means them and in one place: the embedded API
// (backend/services/demo-mode.ts, backend/services/payment/keys.ts), `npm start` (scripts/lib/demo-warning.mjs)
// and the production server's start check (server/start-requirements.mjs) all import this file. Plain
// JavaScript, since server/ and scripts/ run outside the bundle.

const OFF_WORDS = ['0', 'false', 'off', 'no'];
const ON_WORDS = ['1', 'true', 'on', 'yes'];
/** @typedef {Record<string, string | undefined>} Env */

/** @param {string | undefined} value */
const word = (value) => (value ?? '').trim().toLowerCase();

/**
 * DEMO_MODE as written: unset or empty is on (the demo is the default), else one of the words, in any case.
 * @param {Env} [env]
 * @returns {'on' | 'off' | 'unknown'}
 */
export const demoModeSetting = (env = process.env) => {
  const value = word(env.DEMO_MODE);
  if (value === '' || ON_WORDS.includes(value)) return 'on';
  return OFF_WORDS.includes(value) ? 'off' : 'unknown';
};

/**
 * Whether the embedded API serves the demo: API_BASE_URL unset and DEMO_MODE not off (0, false, off, no).
 * @param {Env} [env]
 * @returns {boolean}
 */
export const demoModeOn = (env = process.env) => !env.API_BASE_URL && demoModeSetting(env) !== 'off';

/** ECPay's HashKey and HashIV are 16 characters each. */
export const PAYMENT_KEY_LENGTH = 16;

/**
 * Payment keys that are public: published in this repository's history, or ECPay's documented test keys.
 * A shop never verifies or signs with them.
 */
const PUBLIC_PAYMENT_KEYS = {
  hashKeys: ['TocinDemoHashKey', '5294y06JbISpM5x9', 'pwFHCqoQZGmho4w6'],
  hashIvs: ['TocinDemoHashIV0', 'v77hoKGq4kWxNNIS', 'EkRm7iFT261dpevs'],
};

/** A key as the gateway issues it: 16 letters and digits (the demo's own add `-` and `_`); never spaces. */
const PAYMENT_KEY_FORM = new RegExp(`^[A-Za-z0-9_-]{${PAYMENT_KEY_LENGTH}}$`);

/**
 * What is wrong with a HashKey and HashIV, or undefined when they may sign and verify payments:
 * 'unset' (neither), 'half' (one without the other), 'length' (not 16 letters and digits each), 'public'.
 * @typedef {'unset' | 'half' | 'length' | 'public'} PaymentKeysProblem
 * @param {string} [hashKey]
 * @param {string} [hashIv]
 * @returns {PaymentKeysProblem | undefined}
 */
export function paymentKeysProblem(hashKey = '', hashIv = '') {
  if (!hashKey && !hashIv) return 'unset';
  if (!hashKey || !hashIv) return 'half';
  if (!PAYMENT_KEY_FORM.test(hashKey) || !PAYMENT_KEY_FORM.test(hashIv)) return 'length';
  if (PUBLIC_PAYMENT_KEYS.hashKeys.includes(hashKey) || PUBLIC_PAYMENT_KEYS.hashIvs.includes(hashIv)) return 'public';
  return undefined;
}
