// @ts-check
// The client's address for the web API's per-address limits (sign-in, SMS, contact form), and the protocol
// it came over (the session cookie is Secure over https): taken here, at the one front every request
// passes, and written into X-Client-Address and X-Client-Protocol over whatever the client sent, so no
// caller can choose the address it is counted under or the protocol its cookie is set for.

/** @import { IncomingMessage } from 'node:http' */

export const CLIENT_ADDRESS_HEADER = 'x-client-address';
export const CLIENT_PROTOCOL_HEADER = 'x-client-protocol';

/**
 * Proxies in front of this server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 0: none, the socket's peer is the client).
 * @returns {number}
 */
export const trustedProxyHops = () => {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
};

/**
 * The socket's peer, or behind N trusted proxies the address the outermost of them saw: the Nth entry
 * of X-Forwarded-For from the right (each proxy appends its peer; entries further left were written by
 * the client and prove nothing). A chain shorter than N did not come through the proxies: the peer.
 * @param {IncomingMessage} req
 * @param {number} [hops]
 * @returns {string}
 */
export function clientAddress(req, hops = trustedProxyHops()) {
  const peer = req.socket?.remoteAddress ?? '';
  if (hops === 0) return peer;
  const chain = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops] : peer;
}

/**
 * Replaces any X-Client-Address the client sent with the address this server vouches for.
 * @param {IncomingMessage} req
 * @param {number} [hops]
 * @returns {void}
 */
export function markClientAddress(req, hops = trustedProxyHops()) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, hops);
}

/**
 * 'https' when the request came over TLS: to this server's own socket, or behind N trusted proxies as the
 * outermost of them says (X-Forwarded-Proto, the Nth entry from the right, or its only one); else 'http'.
 * @param {IncomingMessage} req
 * @param {number} [hops]
 * @returns {'https' | 'http'}
 */
export function clientProtocol(req, hops = trustedProxyHops()) {
  // A TLS server's socket is a TLSSocket, which says it is encrypted; a plain one's has no such field.
  if (/** @type {import('node:tls').TLSSocket | undefined} */ (req.socket)?.encrypted) return 'https';
  if (hops === 0) return 'http';
  const chain = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return (chain.length >= hops ? chain[chain.length - hops] : chain[0]) === 'https' ? 'https' : 'http';
}

/**
 * Replaces any X-Client-Protocol the client sent with the protocol this server vouches for.
 * @param {IncomingMessage} req
 * @param {number} [hops]
 * @returns {void}
 */
export function markClientProtocol(req, hops = trustedProxyHops()) {
  req.headers[CLIENT_PROTOCOL_HEADER] = clientProtocol(req, hops);
}
