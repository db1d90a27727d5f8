// @ts-check
// The production server (`npm start`, e2e, bench, Lighthouse): Next.js's own request handler, as under
// `next start`, behind the steps of STEPS below, each named there and in docs/architecture.md's picture. Every
// request runs in its context (an id, its span and its log line); a request no step answers is Next.js's.
import { createServer } from 'node:http';
import path from 'node:path';
import { createLogger, log, textAsJsonLines } from '../lib/node/log.mjs';
import { handleWithBuiltEmbeddedApi } from '../lib/node/embedded-api.mjs';
import { ownDatabase } from '../lib/node/own-database.mjs';
import { REQUEST_ID_HEADER, runInRequest } from '../lib/node/request-context.mjs';
import { inRequestSpan } from '../lib/node/tracing.mjs';
import { markClientAddress, markClientProtocol } from './client-address.mjs';
import { stopWhenOutputIsGone } from './lost-output.mjs';
import { endWithRunner } from './end-with-runner.mjs';
import { watchDatabase } from './database-watch.mjs';
import { refuseNonCanonicalImage, refuseUnsupportedMethod } from './method-guard.mjs';
import { watchForOutages } from './outage.mjs';
import { createPageCache } from './page-cache.mjs';
import { keepRouterAnswersOutOfBrowserRevalidation } from './router-cache-control.mjs';
import { pageRequestUrl } from './page-query.mjs';
import { requestIdOf } from './request-id.mjs';
import { requestObserver } from './request-log.mjs';
import { createRoutePattern } from './route-pattern.mjs';
import { clearRuntimePages } from './route-cache.mjs';
import { startRefusal } from './start-requirements.mjs';
import { createStaticBrotli } from './static-brotli.mjs';
import { createWebApi } from './web-api.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

// Before Next.js is loaded: with output not a terminal, its text lines too are JSON lines (lib/node/log.mjs).
textAsJsonLines();

// Before anything is loaded: the same rule as `npm start`, for whoever runs this file directly.
const refusal = startRefusal();
if (refusal) {
  // Whatever LOG_LEVEL says (silent under Jest, which runs this file in tests/server/start-refusal.test.ts): the refusal is said.
  createLogger(process.stderr, 'info').fatal(`✗ ${refusal}`);
  process.exit(1);
}

// Next.js's types make NODE_ENV read-only; this process sets it, as `next start` does.
/** @type {NodeJS.Dict<string>} */ (process.env).NODE_ENV = 'production';
endWithRunner();
clearRuntimePages();
const { default: next } = await import('next');

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

const routePattern = createRoutePattern();

/** How long requests in flight may take to finish after SIGTERM before their connections are cut (within the usual 30 s an orchestrator waits). */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);

let draining = false;
/** @type {string | undefined} Why the process cannot work (database-watch.mjs), once it knows. */
let failure;
let inFlight = 0;
const RESPONSE_CLOSE_LISTENERS = 20;

/**
 * A step before Next.js: it answers the request (true), or hands it on (false), having marked the request or its
 * response or not.
 * @typedef {(req: IncomingMessage, res: ServerResponse) => boolean} Step
 */

/**
 * A step that never answers: it marks the request or its response, and hands it on.
 * @param {(req: IncomingMessage, res: ServerResponse) => void} mark
 * @returns {Step}
 */
const marks = (mark) => (req, res) => {
  mark(req, res);
  return false;
};

/**
 * The steps before Next.js, in order: the first that answers ends the request's way; Next.js answers the rest.
 * Each is what neither Next.js 16 nor a library does (decision 0170); docs/architecture.md draws this list.
 * @type {[name: string, step: Step][]}
 */
const STEPS = [
  // Shutting down: every answer closes its connection, and readiness says 503.
  ['draining', answerWhileDraining],
  // X-Client-Address and X-Client-Protocol written over the client's (per-address limits, the Secure cookie).
  [
    'client address',
    marks((req) => {
      markClientAddress(req);
      markClientProtocol(req);
    }),
  ],
  // 405 for TRACE and other methods no route has: Next.js answers TRACE with a 500.
  ['method guard', refuseUnsupportedMethod],
  // 400 for an image request not written as the pages write it: Next.js fetches it, 500s and logs its text.
  ['image guard', refuseNonCanonicalImage],
  // The build's scripts and stylesheets in brotli: Next.js compresses with gzip only.
  ['static brotli', createStaticBrotli('.next/static')],
  // Every /api/web request, the embedded API's; on the company API (API_BASE_URL) none: the route forwards it.
  ['web API', process.env.API_BASE_URL ? () => false : createWebApi({ port, handle: handleWithBuiltEmbeddedApi })],
  // A router request's answer without stale-while-revalidate, which Next.js puts there.
  ['router cache control', marks(keepRouterAnswersOutOfBrowserRevalidation)],
  // A page gets only the query parameters its route reads: Next.js writes the URL into the page it keeps.
  // Before the page cache, so that it keys on what Next.js renders.
  [
    'page query',
    marks((req) => {
      req.url = pageRequestUrl(req.url ?? '');
    }),
  ],
  // A page that met an outage answers 503 + Retry-After.
  ['outages', marks(watchForOutages)],
  // The public HTML Next.js marks shareable, kept for a second.
  ['page cache', createPageCache()],
];

/**
 * While shutting down: `Connection: close` on every answer, and readiness (/api/health) answered 503 here, so
 * that a load balancer takes this instance out of rotation; liveness still answers.
 * @type {Step}
 */
function answerWhileDraining(req, res) {
  if (!draining) return false;
  res.setHeader('Connection', 'close');
  if (req.url !== '/api/health') return false;
  res
    .writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(failure ? '{"status":"unhealthy","database":"unavailable"}' : '{"status":"stopping","database":"ok"}');
  return true;
}

const server = createServer((req, res) => {
  const id = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  const route = routePattern(req.url);
  const attributes = { 'http.request.method': req.method, 'http.route': route };
  runInRequest({ id }, () =>
    inRequestSpan(`${req.method} ${route}`, attributes, req.headers, (span) => serve(req, res, route, span)),
  );
});

/**
 * Everything a request does runs in its context (lib/node/request-context.mjs) and, tracing on, its span:
 * every line logged on its way carries its request id and trace id. Then the steps, then Next.js.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} route
 * @param {import('@opentelemetry/api').Span | undefined} span
 */
function serve(req, res, route, span) {
  inFlight++;
  // A page's response gets up to nine 'close' listeners from Next.js (its router, two abort signals, its
  // render's contexts, the pipe) and two from this server: more than Node's default limit of 10, which is
  // there to catch leaks and warned on member pages. These listeners end with the response.
  res.setMaxListeners(RESPONSE_CLOSE_LISTENERS);
  const observed = requestObserver(req, res, route, span);
  res.once('close', () => {
    inFlight--;
    observed();
    if (draining) closeWhenQuiet();
  });
  for (const [, step] of STEPS) if (step(req, res)) return;
  handle(req, res);
}
// An idle keep-alive connection is closed after a minute, not Node's 5 s: a client (or a load balancer,
// whose own idle timeout is usually 60 s) that sends on a connection the server is closing at that
// moment gets ECONNRESET (seen in the e2e suite's request client). The header timeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => {
  log.info(`✓ ready on http://localhost:${port}`);
  // Opens (and on first start migrates and seeds) the database now, not on a visitor's first request.
  fetch(`http://127.0.0.1:${port}/api/health`)
    .catch(() => undefined)
    .finally(watchOwnDatabase);
});

/** The embedded API's database (not the company API's): a process whose database cannot work stops. */
function watchOwnDatabase() {
  if (process.env.API_BASE_URL || !ownDatabase()) return;
  // backend/db/client.ts opens PGlite in DATA_DIR/pglite (lib/node/data-dir.ts) unless DATABASE_URL names a server.
  const folder = path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
  watchDatabase({
    // PostgreSQL's files are the server's business; PGlite's folder, and a file every PostgreSQL data folder holds, ours.
    files: process.env.DATABASE_URL ? [] : [folder, path.join(folder, 'PG_VERSION')],
    probe: async () => {
      /** @type {OwnDatabase | undefined} */
      const db = await ownDatabase();
      // Forgotten after a failed open (backend/db/client.ts tries again): no answer, as a refused query.
      if (!db) throw new Error('no database is open');
      await db.$client.query('select 1');
    },
    onFailure: (reason) => {
      failure = reason;
      log.fatal({ reason }, `the shop cannot work and stops: ${reason}`);
      // Requests waiting on the database would wait for ever: a short grace.
      shutdown('database failure', { exitCode: 1, graceMs: 5_000 });
    },
  });
}

/**
 * The embedded API's database (lib/node/own-database.mjs) as this server uses it: its driver's client,
 * PGlite's or node-postgres's pool.
 *
 * @typedef {{
 *   $client: { query(sql: string): Promise<unknown>, close?: () => Promise<void>, end?: () => Promise<void> },
 * }} OwnDatabase
 */

/** The embedded API's database (lib/node/own-database.mjs): PGlite closes its files, pg its pool. */
async function closeDatabase() {
  if (failure) return; // a database that stopped answering would not answer this either
  /** @type {Promise<OwnDatabase> | undefined} */
  const open = ownDatabase();
  const db = await open?.catch(() => undefined);
  const client = db?.$client;
  await (client?.close ?? client?.end)?.call(client);
}

let closing = false;
/** 0 after a signal, 1 when the process stops because it cannot work. */
let exitCode = 0;

/**
 * How long no request must have been in flight before the port closes. A second, not less: on a busy
 * machine a connection the kernel has accepted can wait that long before Node reads it (measured: a
 * client's request cut with ECONNRESET by a 100 ms window while the e2e suite and builds shared 2 cores).
 */
const QUIET_BEFORE_CLOSE_MS = 1000;

/**
 * Closes the port once no request has been in flight for a moment. Until then the server keeps
 * accepting: closing the listening socket would reset connections the kernel has accepted but Node
 * has not read yet, cutting requests a client has already sent.
 */
function closeWhenQuiet() {
  if (closing || inFlight > 0) return;
  setTimeout(() => {
    if (closing || inFlight > 0) return;
    closing = true;
    server.close(() => {
      closeDatabase()
        .catch((err) => log.error({ err }, 'closing the database failed'))
        .finally(() => process.exit(exitCode));
    });
    server.closeIdleConnections();
  }, QUIET_BEFORE_CLOSE_MS);
}

/**
 * SIGTERM / SIGINT: health answers 503 and every answer closes its connection; once the requests in
 * flight have finished (at most SHUTDOWN_GRACE_MS) the port closes, the database closes cleanly and
 * the process exits 0.
 *
 * @param {string} signal
 * @param {{ exitCode?: number, graceMs?: number }} [options]
 */
function shutdown(signal, { exitCode: code = 0, graceMs = SHUTDOWN_GRACE_MS } = {}) {
  if (draining) return;
  log.info(`${signal}: finishing ${inFlight} requests in flight`);
  draining = true;
  exitCode = code;
  closeWhenQuiet();
  setTimeout(() => {
    closing = true;
    server.closeAllConnections();
    closeDatabase().finally(() => process.exit(exitCode));
  }, graceMs).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => shutdown(signal));
stopWhenOutputIsGone((reason) => shutdown(reason, { exitCode: 1, graceMs: 5_000 }));
