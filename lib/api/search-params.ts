/**
 * Query parameters without the empty ones, as ky's searchParams wants them. A module of its own, without
 * ky, so that a resource module needing only this (and `type Api`) loads no client code where it is
 * merely imported (the browser's login preload, tests that mock the client).
 */
export const searchParams = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<
    string,
    string | number
  >;
