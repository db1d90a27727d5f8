import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a line of code runs for: `{ id }`, set by the production server (server/index.mjs) around
 * everything a request does, read by the logger (lib/node/log.mjs) and the server-side API client
 * (lib/api/server.ts). The server loads this file as plain Node and Next.js bundles its own copy, so the
 * store is kept once per process on globalThis, where both copies find it.
 */
const KEY = Symbol.for('tocin.requestContext');
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

export const REQUEST_ID_HEADER = 'x-request-id';

/** The current request's context, or undefined outside a request (start, the sweep's timer, the build). */
export const currentRequest = () => storage.getStore();

/** Runs `fn` as part of the request `context` (`{ id }`). */
export const runInRequest = (context, fn) => storage.run(context, fn);
