// The production server (`npm start`, e2e, bench, Lighthouse): the Next.js build behind a
// one-second page cache for HTML documents (server/page-cache.mjs). Everything else, and every page
// the cache does not hold, is Next.js's own request handler, exactly as under `next start`.
import { createServer } from 'node:http';
import { refuseUnsupportedMethod } from './method-guard.mjs';
import { createPageCache } from './page-cache.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

const pageCache = createPageCache();
createServer((req, res) => refuseUnsupportedMethod(req, res) || pageCache(req, res, () => handle(req, res))).listen(port, () => {
  console.log(`✓ ready on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
