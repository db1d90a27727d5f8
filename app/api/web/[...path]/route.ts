import { handle } from '@/backend';

/** Mounts the embedded web API (backend/) at /api/web/*. Never cached: it is the source of truth. */
const respond = (request: Request) => handle(request);

export { respond as GET, respond as POST, respond as PUT, respond as PATCH, respond as DELETE };
