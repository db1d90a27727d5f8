// @ts-check
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { acceptsCoding } from './accept-encoding.mjs';
import { securityHeaders } from './security-headers.mjs';

/**
 * The build's hashed scripts and stylesheets (/_next/static/…) in brotli, for browsers that accept
 * it. Next.js compresses with gzip only; brotli at its highest quality is about 15 % smaller on the
 * framework's own chunks (docs/perf.md), which is what a phone on a mobile network downloads before a
 * page runs. A hashed file never changes within a build, so each is compressed once, off the request
 * (the first request for a file is Next.js's gzip answer while its brotli copy is made), and kept in
 * memory: the build's static folder is a few megabytes.
 */

const PREFIX = '/_next/static/';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

const compress = promisify(brotliCompress);

/**
 * A request handler step for `staticDir` (the build's `.next/static`): answers from the brotli copy
 * and returns true, or returns false for Next.js to answer (another path, another coding, no copy yet).
 *
 * @param {string} staticDir
 * @param {{ headers?: { key: string, value: string }[] }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function createStaticBrotli(staticDir, { headers = securityHeaders() } = {}) {
  const root = resolve(staticDir);
  /** @type {Map<string, Buffer>} File → its brotli bytes, once made. */
  const ready = new Map();
  /** @type {Set<string>} */
  const pending = new Set();

  /** @param {string} url */
  const fileOf = (url) => {
    const path = url.split('?')[0];
    if (!path.startsWith(PREFIX) || !(extname(path) in CONTENT_TYPES)) return null;
    let relative;
    try {
      relative = decodeURIComponent(path.slice(PREFIX.length));
    } catch {
      return null;
    }
    const file = resolve(join(root, relative));
    return file.startsWith(root + sep) ? file : null;
  };

  /** @param {string} file */
  const prepare = (file) => {
    if (pending.has(file)) return;
    pending.add(file);
    readFile(file)
      .then((body) =>
        compress(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      )
      .then((compressed) => ready.set(file, compressed))
      // A missing file stays Next.js's to answer (404) and is not remembered.
      .catch(() => undefined)
      .finally(() => pending.delete(file));
  };

  return function serveStaticBrotli(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = fileOf(req.url ?? '');
    if (!file || !acceptsCoding(req.headers['accept-encoding'], 'br')) return false;
    const body = ready.get(file);
    if (!body) {
      prepare(file);
      return false;
    }
    for (const { key, value } of headers) res.setHeader(key, value);
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)],
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
