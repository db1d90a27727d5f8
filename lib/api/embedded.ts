import 'server-only';
import { handleWithBuiltEmbeddedApi } from '@/lib/node/embedded-api.mjs';

/**
 * The embedded web API's answer to `request`, from its one instance in the process (decision 0163): in a
 * build, the bundle made outside Next.js (lib/node/embedded-api.mjs), which the pages, the routes and the
 * production server share; under `next dev` and Jest, the source itself.
 */
export const handleEmbedded = async (request: Request): Promise<Response> =>
  process.env.NODE_ENV === 'production'
    ? handleWithBuiltEmbeddedApi(request)
    : (await import('@/backend')).handle(request);
