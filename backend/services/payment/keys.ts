import { randomBytes } from 'node:crypto';
import { secretFile } from '@/lib/node/data-dir';
import { paymentKeysProblem, type PaymentKeysProblem } from '@/lib/node/operator-settings.mjs';
import { isDemo } from '../demo-mode';

/** Raised when the payment keys cannot be trusted: nothing is signed or verified with them. */
export class PaymentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentConfigError';
  }
}

export type PaymentKeys = { merchantId: string; hashKey: string; hashIv: string };

const KEYS_FILE = 'payment-keys';
let generated: Pick<PaymentKeys, 'hashKey' | 'hashIv'> | undefined;

const ENV_KEY_REFUSALS: Record<Exclude<PaymentKeysProblem, 'unset'>, string> = {
  half: 'PAYMENT_HASH_KEY 與 PAYMENT_HASH_IV 必須同時設定',
  length: 'PAYMENT_HASH_KEY 與 PAYMENT_HASH_IV 須各為 16 個字元的英文字母或數字（綠界的金鑰）',
  public: 'PAYMENT_HASH_KEY / PAYMENT_HASH_IV 是公開的示範或測試金鑰，不可使用',
};

/**
 * The demo's own keys: random, generated once in DATA_DIR/payment-keys (mode 600), like the session secret.
 * Kept in memory only once the file holds two keys of the gateway's length: a file that does not is
 * refused on every call, so nothing is ever signed or verified with what it holds.
 */
function demoKeys() {
  if (generated) return generated;
  const fresh = () =>
    JSON.stringify({ hashKey: randomBytes(12).toString('base64url'), hashIv: randomBytes(12).toString('base64url') });
  const keys = readKeysFile(secretFile(KEYS_FILE, fresh));
  if (!keys) throw new PaymentConfigError(`${KEYS_FILE} 的內容不是有效的金流金鑰`);
  generated = keys;
  return generated;
}

function readKeysFile(text: string): Pick<PaymentKeys, 'hashKey' | 'hashIv'> | undefined {
  let keys: unknown;
  try {
    keys = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { hashKey, hashIv } = (keys ?? {}) as Record<string, unknown>;
  if (typeof hashKey !== 'string' || typeof hashIv !== 'string' || paymentKeysProblem(hashKey, hashIv))
    return undefined;
  return { hashKey, hashIv };
}

/**
 * The keys of the gateway's CheckMacValue. PAYMENT_HASH_KEY / PAYMENT_HASH_IV when set (the same on every
 * instance), 16 characters each and never a public one (lib/node/operator-settings.mjs). Unset: the demo (DEMO_MODE on) generates keys of
 * its own, since no key written in the source may sign a payment; outside the demo this throws, and
 * `npm start` refuses to start (scripts/start.mjs).
 */
export function paymentKeys(): PaymentKeys {
  const merchantId = process.env.PAYMENT_MERCHANT_ID || '3002607';
  const hashKey = process.env.PAYMENT_HASH_KEY ?? '';
  const hashIv = process.env.PAYMENT_HASH_IV ?? '';
  const problem = paymentKeysProblem(hashKey, hashIv);
  if (problem !== 'unset') {
    if (problem) throw new PaymentConfigError(ENV_KEY_REFUSALS[problem]);
    return { merchantId, hashKey, hashIv };
  }
  if (!isDemo()) throw new PaymentConfigError('未設定 PAYMENT_HASH_KEY / PAYMENT_HASH_IV，無法驗證金流通知');
  return { merchantId, ...demoKeys() };
}
