/** @type {import('next').NextConfig} */
const apiBase = process.env.API_BASE_URL ? new URL(process.env.API_BASE_URL) : null;

const nextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  cacheLife: {
    // Public content and catalogue: served from cache, refreshed in the background after 5 minutes,
    // and at once by the signed webhook (POST /api/revalidate) when content changes.
    content: { stale: 60, revalidate: 300, expire: 86_400 },
  },
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/web/storage/**' }, { pathname: '/images/**' }],
    remotePatterns: apiBase ? [{ protocol: apiBase.protocol.replace(':', ''), hostname: apiBase.hostname, pathname: '/storage/**' }] : [],
  },
};

export default nextConfig;
