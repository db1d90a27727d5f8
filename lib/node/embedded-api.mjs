// @ts-check
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The embedded web API (backend/) as the build bundles it, outside Next.js (scripts/lib/build.mjs, decision
 * 0163): one ES module that Node loads once per process, whoever asks first. The pages' server-side client,
 * the API's routes (app/api/web, the BFF, the session routes) and the production server's /api/web
 * (server/web-api.mjs) all import this file and so reach one instance of the API, its module state and its
 * database. Next.js's bundle cannot give that: it compiles a module once per layer and runtime.
 */
export const EMBEDDED_API_BUNDLE = path.join('.embedded-api', 'index.mjs');

/**
 * The embedded web API's seam: one Request in, one Response out (backend/index.ts).
 * @typedef {{ handle(request: Request): Promise<Response> }} EmbeddedApi
 */

/** @type {Promise<EmbeddedApi> | undefined} */
let loaded;

/**
 * The bundle's module (its `handle`), loaded at the first call and kept, so that a request does not go through
 * the module loader again (each copy of this file keeps the same module); relative to the project folder (the
 * working directory). A failed load is not kept.
 * @returns {Promise<EmbeddedApi>}
 */
export const builtEmbeddedApi = () =>
  (loaded ??= import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(
      path.resolve(/*turbopackIgnore: true*/ process.cwd(), EMBEDDED_API_BUNDLE),
    ).href
  ).catch((error) => {
    loaded = undefined;
    throw new Error(`the embedded API's bundle (${EMBEDDED_API_BUNDLE}) cannot be loaded: run npm run build`, {
      cause: error,
    });
  }));

/**
 * The embedded API's answer to `request`, from the bundle.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
export const handleWithBuiltEmbeddedApi = async (request) => (await builtEmbeddedApi()).handle(request);
