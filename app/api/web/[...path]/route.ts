import { handle } from '@/backend';
import { publishWebApiHandler } from '@/lib/node/web-api-handler.mjs';

/** Mounts the embedded web API (backend/) at /api/web/*. Never cached: it is the source of truth. */
const respond = (request: Request) => handle(request);

// The production server answers /api/web/* with this same function once Next.js has loaded the route
// (server/web-api.mjs, decision 0150): the same module, its state and its database, without the router's cost.
publishWebApiHandler(respond);

export { respond as GET, respond as POST, respond as PUT, respond as PATCH, respond as DELETE };
