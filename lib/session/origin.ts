/**
 * Cross-site request forgery guard for cookie-authenticated writes (BFF and session routes).
 * A write is accepted only when the browser says it comes from this very site: its Origin (scheme,
 * host and port) is the origin the request was addressed to or the shop's public origin (SITE_URL),
 * or, without Origin, Sec-Fetch-Site is same-origin. Browsers send Origin on every POST, PUT, PATCH
 * and DELETE.
 *
 * Proxy headers: X-Forwarded-Host is not trusted. Any client can send it, and a proxy that passes it
 * on unchanged would let a request name the host it is checked against. Behind a proxy or load
 * balancer that changes Host, the public origin comes from configuration (SITE_URL), not a header.
 * The addressed origin is the Host header (a browser sets it, a page cannot) with the scheme of
 * request.url, which Next.js takes from the socket or X-Forwarded-Proto: only the scheme, so a
 * spoofed value can at most refuse a write, never admit another site.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

function allowedOrigins(request: Request): Set<string | undefined> {
  const { protocol, host } = new URL(request.url);
  const site = process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL;
  return new Set([originOf(`${protocol}//${request.headers.get('host') ?? host}`), site ? originOf(site) : undefined]);
}

export function isAllowedOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    const sent = originOf(origin);
    return sent !== undefined && allowedOrigins(request).has(sent);
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export const FORBIDDEN_ORIGIN = { message: '拒絕跨站請求' } as const;
