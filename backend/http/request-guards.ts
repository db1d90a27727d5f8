import { createMiddleware } from 'hono/factory';
import { CONTROL_CHARACTER, REQUEST_REFUSALS as MESSAGES } from '@/lib/contract/request-refusals';
import { HttpError } from './errors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A method no route of the API can have (TRACE, PROPFIND…) is a 405, not a 404 or a 500. */
export const refuseUnknownMethod = createMiddleware(async (c, next) => {
  if (!METHODS.includes(c.req.method.toUpperCase())) {
    return c.json({ message: MESSAGES.methodNotAllowed }, 405, { Allow: METHODS.join(', ') });
  }
  await next();
});

/**
 * The one reader of the URL's raw text: malformed percent-encoding in the path or the query is a
 * 400, and so is a control character once decoded (PostgreSQL text cannot hold NUL). Routes then
 * read params and queries (c.req.param / c.req.query) knowing both are clean.
 */
export const refuseHostileUrl = createMiddleware(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  for (const part of [pathname, ...search.slice(1).split(/[&=]/)]) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new HttpError(400, MESSAGES.malformedUrl);
    }
    if (CONTROL_CHARACTER.test(decoded)) throw new HttpError(400, MESSAGES.controlInUrl);
  }
  await next();
});
