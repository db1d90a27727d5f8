// @ts-check
// Security headers of every response (next.config.mjs `headers()`), pages and API alike.
//
// Why 'unsafe-inline' for scripts and no nonce: a nonce must be new on every response, so every page
// would have to be rendered per request. Public pages are prerendered, cached by Next.js and by the
// one-second page cache (server/page-cache.mjs); a nonce would end both (bench: /home 3249 req/s
// cached against 943 rendered). Next.js writes its RSC payload as inline <script> tags whose content
// differs per page and per build, so hashes cannot list them either. The policy still stops what
// matters for this shop: loading script from another origin, framing (clickjacking), plugins,
// <base> hijacking and form posts to other origins.

/** @typedef {Record<string, string | undefined>} Env */

/** @param {string | undefined} url */
const origin = (url) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy for this deployment (its storage and payment gateway origins).
 *
 * @param {Env} [env]
 * @returns {string}
 */
export function contentSecurityPolicy(env = process.env) {
  const storage = origin(env.NEXT_PUBLIC_STORAGE_URL) ?? origin(env.API_BASE_URL);
  const gateway = origin(env.PAYMENT_GATEWAY_URL);
  const extra = (/** @type {(string | null)[]} */ ...origins) => origins.filter(Boolean).join(' ');
  const development = env.NODE_ENV === 'development';
  const directives = {
    'default-src': "'self'",
    'script-src': `'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${extra(storage)}`,
    'font-src': "'self' data:",
    // The browser calls only this origin: /api/web forwards to the company API (app/api/web/[...path]).
    'connect-src': "'self'",
    'media-src': `'self' ${extra(storage)}`,
    // The login notice may embed a video (GET video-resources): YouTube's embed player only.
    'frame-src': 'https://www.youtube.com https://www.youtube-nocookie.com',
    'frame-ancestors': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': `'self' ${extra(gateway)}`,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.trim()}`)
    .join('; ');
}

/**
 * The headers next.config.mjs sends on every path.
 *
 * @param {Env} [env]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env = process.env) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The shop uses none of these; fullscreen stays allowed for the notice video.
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    },
  ];
  // Browsers ignore HSTS over plain http, so it is sent by every production build; two years, the
  // preload list's minimum.
  if (env.NODE_ENV === 'production')
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
