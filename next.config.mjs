// @ts-check
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { securityHeaders } from './server/security-headers.mjs';

const require = createRequire(import.meta.url);

/**
 * The build id names the commit (BUILD_ID overrides), so instances that each built the same commit
 * share their Redis cache keys; without git, Next's random id.
 */
function commitBuildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

const apiBase = process.env.API_BASE_URL ? new URL(process.env.API_BASE_URL) : null;

/** Loopback, private and link-local addresses: a company API on the operator's own network or machine. */
const PRIVATE_ADDRESSES = new BlockList();
for (const [network, prefix] of /** @type {const} */ ([
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
]))
  PRIVATE_ADDRESSES.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of /** @type {const} */ ([
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
]))
  PRIVATE_ADDRESSES.addSubnet(network, prefix, 'ipv6');

/**
 * Whether the operator's API_BASE_URL names a private address. Next.js's image optimiser refuses an upstream
 * image on one (its guard against a visitor steering it inside the network); the storage of that one API,
 * which the operator chose and `remotePatterns` alone allow, is let through, and then no redirect is followed.
 * @param {URL | null} url
 */
function onPrivateAddress(url) {
  const host = url?.hostname.replace(/^\[|\]$/g, '') ?? '';
  const family = isIP(host);
  return host === 'localhost' || (family !== 0 && PRIVATE_ADDRESSES.check(host, family === 6 ? 'ipv6' : 'ipv4'));
}
const apiOnPrivateAddress = onPrivateAddress(apiBase);

/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  // Off: public [id] pages await params outside <Suspense> (complete HTML without JavaScript, the
  // "blocking" ISR of the Next 16 guide). With Partial Prefetching on, every runtime re-render of
  // such a page after a revalidation (webhook or time-based) failed with NEXT_STATIC_GEN_BAILOUT
  // and answered 500 (measured: /product/1, /sound/boss/12 after POST /api/revalidate).
  partialPrefetching: false,
  cacheLife: {
    // Public content and catalogue: served from cache, refreshed in the background after 5 minutes,
    // and at once by the signed webhook (POST /api/revalidate) when content changes.
    content: { stale: 60, revalidate: 300, expire: 86_400 },
  },
  // REDIS_URL: every instance shares Next.js's caches on Redis, so one webhook refreshes them all.
  // Without it, rendered pages and 'use cache' entries stay in this process's memory, never on disk: the
  // 'use cache' entries in an LRU of cacheMaxMemorySize, the pages in the handler's two LRUs bounded in
  // bytes, so a visitor who varies a query or an id evicts only such variants, never the build's pages
  // (server/cache/memory-page-handler.mjs, docs/decisions/0129-bounded-caches.md).
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: require.resolve('./server/cache/isr-redis-handler.mjs'),
        cacheHandlers: { default: require.resolve('./server/cache/use-cache-redis-handler.mjs') },
        cacheMaxMemorySize: 0,
      }
    : {
        cacheHandler: require.resolve('./server/cache/memory-page-handler.mjs'),
        cacheMaxMemorySize: 50 * 1024 * 1024,
      }),
  generateBuildId: commitBuildId,
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  experimental: {
    // Each page's CSS inlined in its HTML, chunked so a page carries only the styles of what it renders
    // (requestCost 0: no merging to save requests, which inlined CSS does not make): the first paint waits
    // for no stylesheet request (docs/decisions/0119-inlined-css-per-page.md).
    cssChunking: { type: 'graph', requestCost: 0 },
    inlineCss: true,
  },
  // Off: Next hashed the whole HTML of every cached page on every request to make an ETag (measured
  // with --cpu-prof: about a sixth of the server's CPU under load on /home). Pages carry s-maxage /
  // stale-while-revalidate instead, and static assets keep their immutable caching.
  generateEtags: false,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sharp',
    // The telemetry (lib/node): one copy per process, shared with server/index.mjs and Next's own tracer.
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's default (15): every width is a srcset entry in the HTML of every page.
    // They still cover 1x–2x screens for the largest rendered image (1200 px banner) and 1.75x phones.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
    // `search: ''`: the storage and public files ignore a query, so an image URL with one is refused
    // rather than optimised and cached once per query string.
    localPatterns: [
      { pathname: '/api/web/storage/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    remotePatterns: apiBase
      ? [
          {
            // API_BASE_URL is the company API's http(s) address.
            protocol: /** @type {'http' | 'https'} */ (apiBase.protocol.replace(':', '')),
            hostname: apiBase.hostname,
            port: apiBase.port,
            pathname: '/storage/**',
            search: '',
          },
        ]
      : [],
    // The optimised images on disk (.next/cache/images), least recently used removed first; Next's default
    // is half the free disk.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    dangerouslyAllowLocalIP: apiOnPrivateAddress,
    ...(apiOnPrivateAddress ? { maximumRedirects: 0 } : {}),
  },
};

export default nextConfig;
