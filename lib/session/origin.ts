/**
 * Cross-site request forgery guard for cookie-authenticated writes (BFF and session routes).
 * A write is accepted only when the browser says it comes from this very site: the Origin header's
 * host equals the Host (or X-Forwarded-Host) the request was sent to, or, without Origin,
 * Sec-Fetch-Site is same-origin. Browsers send Origin on every POST, PUT, PATCH and DELETE.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isAllowedOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const headers = request.headers;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0].trim().toLowerCase();
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    try {
      return host !== '' && new URL(origin).host.toLowerCase() === host;
    } catch {
      return false;
    }
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}

export const FORBIDDEN_ORIGIN = { message: '拒絕跨站請求' } as const;
