import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secretFile } from '@/lib/node/data-dir';

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>` (GitHub's webhook style). */
export const SIGNATURE_HEADER = 'x-revalidate-signature';

const SECRET_FILE = 'revalidate-secret';

/**
 * REVALIDATE_SECRET when set (production: the same value on every instance and in the CMS).
 * Otherwise a random secret generated once in DATA_DIR/revalidate-secret (mode 600), like the
 * other demo secrets, so the embedded demo works without configuration.
 */
export function revalidateSecret(): string {
  const configured = process.env.REVALIDATE_SECRET?.trim();
  if (configured) return configured;
  return secretFile(SECRET_FILE, () => randomBytes(32).toString('base64url'));
}

export const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Constant-time check of the header against the body's HMAC; missing or malformed is false. */
export const hasSignatureShape = (header: string | null): header is string =>
  !!header && /^sha256=[0-9a-f]{64}$/i.test(header.trim());

export function isValidSignature(body: string, header: string | null, secret: string): boolean {
  if (!hasSignatureShape(header)) return false;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
