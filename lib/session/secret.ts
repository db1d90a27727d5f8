import { randomBytes } from 'node:crypto';
import { secretFile } from '@/lib/node/data-dir';

/** Raised when the shop talks to a real API without SESSION_SECRET: it refuses to serve sessions. */
export class SessionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionConfigError';
  }
}

const MIN_LENGTH = 32;
const SECRET_FILE = 'session-secret';
let cached: string | undefined;

/**
 * The iron-session password. SESSION_SECRET (32+ characters) when set; it is required when
 * API_BASE_URL points at the company API. On the embedded demo API a random secret is generated
 * once and kept in DATA_DIR (default .data) as `session-secret`, so `npm start` just works and
 * sessions survive restarts.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const configured = process.env.SESSION_SECRET;
  if (configured) {
    if (configured.length < MIN_LENGTH) throw new SessionConfigError(`SESSION_SECRET 至少需要 ${MIN_LENGTH} 個字元`);
    cached = configured;
    return cached;
  }
  if (process.env.API_BASE_URL) {
    throw new SessionConfigError('已設定 API_BASE_URL，必須同時設定 SESSION_SECRET（至少 32 個字元）才能使用會員登入');
  }
  cached = secretFile(SECRET_FILE, () => randomBytes(32).toString('base64url'));
  if (cached.length < MIN_LENGTH) throw new SessionConfigError(`${SECRET_FILE} 的內容不是有效的工作階段金鑰`);
  return cached;
}
