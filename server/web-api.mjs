// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { log } from '../lib/node/log.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(request: Request) => Promise<Response>} Handle */

/**
 * /api/web/* answered by the embedded API's own `handle`: the one instance app/api/web/[...path]/route.ts mounts
 * too (lib/node/embedded-api.mjs, decision 0163), called here without Next.js's router, proxy.ts and
 * route-handler wrapping, which cost more than the API's own work (decision 0150,
 * docs/perf.md). What Next.js did around these answers is done the same way: the build's headers (the
 * security headers of next.config.mjs) win over the API's, a compressible answer of 1 kB or more is gzipped
 * for a client that takes it, and the API sees the URL it saw under Next.js.
 *
 * Whatever Next.js treats specially stays with Next.js: HEAD and OPTIONS (it answers them itself), a path it
 * would redirect or normalise (trailing or doubled slash, dot segments) or proxy.ts could refuse (any
 * percent-encoding), the client router's requests (`rsc`, `next-*` headers), and a path any redirect, rewrite
 * or conditional header of the build matches.
 */

/** The methods the route exports. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Plain segments only: letters, digits, `_`, `~`, `-`, and dots inside a segment. */
const PLAIN_PATH = /^\/api\/web(?:\/[\w~-]+(?:\.[\w~-]+)*)+$/;

/** Headers Next.js reads as the client router's or as its own. */
const NEXT_HEADER = /^(?:rsc$|next-|x-middleware-|x-nextjs-|x-invoke-)/;

/** Answer headers Next.js appends to, rather than leaving the one already set (send-response.js). */
const APPENDED = new Set(['set-cookie', 'www-authenticate', 'proxy-authenticate', 'vary']);

/** Content types the compression Next.js uses would gzip (the `compressible` list, as far as an API answers). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)\b|image\/svg\+xml\b|[^;]*\+(?:json|xml)\b)/i;
const COMPRESS_FROM_BYTES = 1024;
const gzip = promisify(gzipCallback);

/**
 * A rule of the build's routes manifest, as far as it is read here: the path it matches and its conditions.
 *
 * @typedef {{ regex: string, has?: unknown[], missing?: unknown[] }} ManifestRule
 */
/**
 * The build's routes manifest (`.next/routes-manifest.json`), as far as it is read here.
 *
 * @typedef {{
 *   caseSensitive?: boolean,
 *   headers: (ManifestRule & { headers: { key: string, value: string }[] })[],
 *   redirects: ManifestRule[],
 *   rewrites?: ManifestRule[] | Record<string, ManifestRule[]>,
 * }} RoutesManifest
 */

/**
 * The build's header rules that apply to every request of a path, and the rules that leave a path to Next.js.
 *
 * @param {string} manifestFile
 */
function buildRules(manifestFile) {
  /** @type {RoutesManifest} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /**
   * @template {ManifestRule} Rule
   * @param {Rule} rule
   * @returns {Rule & { matches: RegExp }}
   */
  const compile = (rule) => ({ ...rule, matches: new RegExp(rule.regex, manifest.caseSensitive ? '' : 'i') });
  const rewrites = Array.isArray(manifest.rewrites) ? manifest.rewrites : Object.values(manifest.rewrites ?? {}).flat();
  /** @param {ManifestRule} rule */
  const conditional = (rule) => Boolean(rule.has || rule.missing);
  return {
    headers: manifest.headers.filter((rule) => !conditional(rule)).map(compile),
    nextOnly: [...manifest.redirects, ...rewrites, ...manifest.headers.filter(conditional)].map(compile),
  };
}

/**
 * Accept-Encoding names gzip (or `*`) with a weight above 0.
 *
 * @param {string} [header]
 * @returns {boolean}
 */
function acceptsGzip(header = '') {
  let star = false;
  for (const entry of header.toLowerCase().split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    const wanted = !q || Number(q[1]) > 0;
    if (name === 'gzip') return wanted;
    if (name === '*') star = wanted;
  }
  return star;
}

/**
 * `serveWebApi(req, res)` answers a request of /api/web/* with `handle` (the embedded API's) as above and
 * returns true, or returns false and leaves it to Next.js. `port` is the one Next.js was given: it names the
 * server in the request's URL as Next.js does (http or https by X-Forwarded-Proto, `localhost`, never the
 * Host header).
 *
 * @param {{ port: number, handle: Handle, manifestFile?: string }} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => boolean}
 */
export function createWebApi({ port, handle, manifestFile = path.join('.next', 'routes-manifest.json') }) {
  /** @type {ReturnType<typeof buildRules>} */
  let rules;
  try {
    rules = buildRules(manifestFile);
  } catch {
    return () => false; // no build (a test of the server's parts)
  }
  return function serveWebApi(req, res) {
    if (!METHODS.has(req.method ?? '')) return false;
    const target = req.url ?? ''; // always set on a server's request
    const mark = target.indexOf('?');
    const pathname = mark < 0 ? target : target.slice(0, mark);
    if (!PLAIN_PATH.test(pathname) || rules.nextOnly.some((rule) => rule.matches.test(pathname))) return false;
    if (Object.keys(req.headers).some((name) => NEXT_HEADER.test(name))) return false;
    for (const rule of rules.headers)
      if (rule.matches.test(pathname)) for (const { key, value } of rule.headers) res.setHeader(key, value);
    const https =
      ('encrypted' in req.socket && req.socket.encrypted) ||
      String(req.headers['x-forwarded-proto'] ?? '').includes('https');
    // The query as the API got it through proxy.ts: read and written again by URLSearchParams, so a malformed
    // escape arrives as text (`%zz` → `%25zz`) and the API answers what it answered behind Next.js.
    const query = mark < 0 ? '' : new URLSearchParams(target.slice(mark + 1)).toString();
    const url = `${https ? 'https' : 'http'}://localhost:${port}${pathname}${query ? `?${query}` : ''}`;
    answer(handle, req, res, url).catch((err) => {
      log.error({ err }, 'the web API failed to answer');
      if (!res.headersSent) res.writeHead(500);
      res.end();
      dropUnreadBody(req);
    });
    return true;
  };
}

/**
 * @param {Handle} handle
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} url
 */
async function answer(handle, req, res, url) {
  const withBody = req.method !== 'GET';
  /**
   * Node's fetch takes `duplex` for a streamed body; lib.dom's RequestInit lacks it.
   *
   * @type {RequestInit & { duplex?: 'half' }}
   */
  const init = {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(
      /** @returns {[string, string][]} */
      ([name, value]) => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, String(value)]]),
    ),
    // Node's web stream is the one fetch's Request reads; @types/node and lib.dom declare ReadableStream apart.
    body: withBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : undefined,
    duplex: withBody ? 'half' : undefined,
  };
  const request = new Request(url, init);
  // Its span is the server's of the request (inRequestSpan in server/index.mjs), named as Next.js's was.
  const response = await handle(request);
  let body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') return;
    if (name === 'set-cookie') return;
    if (APPENDED.has(name)) res.appendHeader(name, value);
    else if (res.getHeader(name) === undefined) res.setHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('set-cookie', cookie);
  const type = String(res.getHeader('content-type') ?? '');
  if (COMPRESSIBLE.test(type) && !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) {
    if (!/\baccept-encoding\b/i.test(String(res.getHeader('vary') ?? ''))) res.appendHeader('vary', 'Accept-Encoding');
    if (body.length >= COMPRESS_FROM_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
      body = await gzip(body);
      res.setHeader('content-encoding', 'gzip');
    }
  }
  if (!req.complete && declaredLength(req) > DRAIN_MAX_BYTES) res.setHeader('connection', 'close');
  res.setHeader('content-length', body.length);
  res.end(body);
  dropUnreadBody(req);
}

/** How much of a body the API did not read is read and dropped so that its connection serves the next request. */
const DRAIN_MAX_BYTES = 4 * 1024 * 1024;

/** @param {IncomingMessage} req */
const declaredLength = (req) => Number(req.headers['content-length'] ?? Infinity);

/**
 * An answer given before the request's body was read in full (413 by its declared length, a 404 that never reads
 * it) leaves the rest of the body on the socket, and the next request on that keep-alive connection (a proxy's
 * pooled one: another visitor's) behind it until the server's timeout. The rest is read and dropped, up to
 * DRAIN_MAX_BYTES; past that the connection is cut (its answer said `Connection: close` when the length was
 * declared).
 *
 * @param {IncomingMessage} req
 */
function dropUnreadBody(req) {
  if (req.complete) return;
  req.removeAllListeners('data'); // the Request's stream (Readable.toWeb), which nobody reads any more
  let dropped = 0;
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
}
