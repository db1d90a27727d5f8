// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from './process-state.mjs';

/**
 * The request a line of code runs for: `{ id }`, set by the production server (server/index.mjs) around
 * everything a request does, read by the logger (lib/node/log.mjs) and the server-side API client
 * (lib/api/server.ts). The server loads this file as plain Node and Next.js bundles its own copy, so the
 * store is kept once per process (lib/node/process-state.mjs), where both copies find it.
 *
 * The same store carries the OpenTelemetry context when tracing is on (`traceContextManager`): every
 * AsyncLocalStorage a process enables is copied onto each promise it creates (about 200–350 a page), so
 * one store for both costs a request less than two (decision 0153).
 */

/**
 * `{ request, trace }`: the request's context and the OpenTelemetry context, each undefined outside them.
 * @typedef {{ request: RequestContext | undefined, trace: Context | undefined }} Store
 * @typedef {{ id: string }} RequestContext
 * @typedef {import('@opentelemetry/api').Context} Context
 */
const storage = processWide('requestContext', () => /** @type {AsyncLocalStorage<Store>} */ (new AsyncLocalStorage()));

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The current request's context, or undefined outside a request (start, the sweep's timer, the build).
 * @returns {RequestContext | undefined}
 */
export const currentRequest = () => storage.getStore()?.request;

/**
 * Runs `fn` as part of the request `context` (`{ id }`).
 * @template T
 * @param {RequestContext} context
 * @param {() => T} fn
 * @returns {T}
 */
export const runInRequest = (context, fn) => storage.run({ request: context, trace: storage.getStore()?.trace }, fn);

/**
 * An OpenTelemetry ContextManager that keeps the active trace context in the request's store (registered
 * by lib/node/start-tracing.ts). `root` is the API's ROOT_CONTEXT, active outside any.
 * @param {Context} root
 * @returns {import('@opentelemetry/api').ContextManager}
 */
export function traceContextManager(root) {
  /** @type {import('@opentelemetry/api').ContextManager} */
  const manager = {
    active: () => storage.getStore()?.trace ?? root,
    with: (context, fn, thisArg, ...args) =>
      storage.run({ request: currentRequest(), trace: context }, () => fn.apply(thisArg, args)),
    bind: (context, target) =>
      typeof target === 'function'
        ? /** @type {typeof target} */ (
            /**
             * @this {unknown}
             * @param {unknown[]} args
             */
            function bound(...args) {
              // `target` is a function here: the API's T, narrowed by typeof, says no more.
              return manager.with(context, /** @type {(...args: unknown[]) => unknown} */ (target), this, ...args);
            }
          )
        : target,
    enable: () => manager,
    disable: () => manager,
  };
  return manager;
}
