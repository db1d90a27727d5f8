/**
 * The server message "site closed for maintenance" (spec-coverage “Public site: platform, SEO and speed”): HTTP 503 with this body.
 * `status_from_backend` is the machine-readable part (the API's codes live in that field); the
 * message is for people. docs/api-contract.md "Site closed for maintenance".
 */
export const SITE_MAINTENANCE_STATUS = 503;
export const SITE_MAINTENANCE_CODE = 5030;
export const SITE_MAINTENANCE_MESSAGE = '網站維護中，請稍後再試';
export const SITE_MAINTENANCE_BODY = {
  message: SITE_MAINTENANCE_MESSAGE,
  status_from_backend: SITE_MAINTENANCE_CODE,
} as const;

/** Whether an answer is that message (any other 503, e.g. a proxy in front of a dead API, is not). */
export function isSiteMaintenanceAnswer(status: number, body: unknown): boolean {
  if (status !== SITE_MAINTENANCE_STATUS || !body || typeof body !== 'object') return false;
  return Number((body as { status_from_backend?: unknown }).status_from_backend) === SITE_MAINTENANCE_CODE;
}

/**
 * The digest a server-side error carries when the API answered the maintenance message: Next.js
 * passes an error's own digest to the page's error boundary, which then sends the user to /error.
 */
export const SITE_MAINTENANCE_DIGEST = 'SITE_MAINTENANCE';
