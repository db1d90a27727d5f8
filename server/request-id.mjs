// @ts-check
import { randomUUID } from 'node:crypto';
import { trustedProxyHops } from './client-address.mjs';

/** What an id from a proxy may look like: a UUID, a trace header's id, a load balancer's; nothing that could break a log line. */
const ID_FORMAT = /^[A-Za-z0-9._:/+=-]{8,128}$/;

/**
 * The request's id: the X-Request-Id a trusted proxy set (TRUSTED_PROXY_HOPS > 0, as for the client's
 * address: server/client-address.mjs), else a new one. Without a trusted proxy the header came from the
 * client, who could make its requests look like someone else's, so it is ignored.
 *
 * @param {Pick<import('node:http').IncomingMessage, 'headers'>} req
 * @param {number} [hops]
 * @returns {string}
 */
export function requestIdOf(req, hops = trustedProxyHops()) {
  const sent = req.headers['x-request-id'];
  return hops > 0 && typeof sent === 'string' && ID_FORMAT.test(sent) ? sent : randomUUID();
}
