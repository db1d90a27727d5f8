import { handleEmbedded } from '@/lib/api/embedded';

/**
 * Mounts the embedded web API (backend/) at /api/web/*. Never cached: it is the source of truth. Under
 * `npm start` the production server answers most of these requests with the same instance itself
 * (server/web-api.mjs, decision 0150); HEAD, OPTIONS and paths Next.js treats specially come here.
 */
const respond = (request: Request) => handleEmbedded(request);

export { respond as GET, respond as POST, respond as PUT, respond as PATCH, respond as DELETE };
