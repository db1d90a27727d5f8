import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a line of code runs for: `{ id }`, set by the production server (server/index.mjs) around
 * everything a request does, read by the logger (lib/node/log.mjs) and the server-side API client
 * (lib/api/server.ts). The server loads this file as plain Node and Next.js bundles its own copy, so the
 * store is kept once per process on globalThis, where both copies find it.
 *
 * The same store carries the OpenTelemetry context when tracing is on (`traceContextManager`): every
 * AsyncLocalStorage a process enables is copied onto each promise it creates (about 200–350 a page), so
 * one store for both costs a request less than two (decision 0153).
 */
const KEY = Symbol.for('tocin.requestContext');
/** `{ request, trace }`: the request's context and the OpenTelemetry context, each undefined outside them. */
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

export const REQUEST_ID_HEADER = 'x-request-id';

/** The current request's context, or undefined outside a request (start, the sweep's timer, the build). */
export const currentRequest = () => storage.getStore()?.request;

/** Runs `fn` as part of the request `context` (`{ id }`). */
export const runInRequest = (context, fn) => storage.run({ request: context, trace: storage.getStore()?.trace }, fn);

/**
 * An OpenTelemetry ContextManager that keeps the active trace context in the request's store (registered
 * by lib/node/start-tracing.ts). `root` is the API's ROOT_CONTEXT, active outside any.
 */
export function traceContextManager(root) {
  const manager = {
    active: () => storage.getStore()?.trace ?? root,
    with: (context, fn, thisArg, ...args) =>
      storage.run({ request: currentRequest(), trace: context }, () => fn.apply(thisArg, args)),
    bind: (context, target) =>
      typeof target === 'function'
        ? function bound(...args) {
            return manager.with(context, target, this, ...args);
          }
        : target,
    enable: () => manager,
    disable: () => manager,
  };
  return manager;
}
