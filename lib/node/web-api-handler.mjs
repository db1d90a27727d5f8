/**
 * The embedded web API's `handle` as one process shares it: app/api/web/[...path]/route.ts publishes the
 * function it mounts when Next.js loads that route, and the production server (server/web-api.mjs, plain
 * Node) answers /api/web/* with the very same function, without Next.js's router (decision 0150). Each
 * loads its own copy of this file, so the function is kept once per process under one key.
 */
const KEY = Symbol.for('tocin.webApiHandler');

/** The route's handler, or undefined until Next.js has loaded the route (and always under `next dev`, which has no such server). */
export const webApiHandler = () => globalThis[KEY];

/** Publishes the route's handler for the production server. */
export const publishWebApiHandler = (handler) => {
  globalThis[KEY] = handler;
};
