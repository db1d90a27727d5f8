import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { storageDir } from '../db/client';
import type { AppEnv } from '../http/env';
import { memberOfRequest } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { drawRequestedImage } from '../seed/images';
import { isTestersOnlyImage } from '../services/product-visibility';

/**
 * `GET storage/{path}`: the image files the API's records name (spec-coverage “Platform” "images are served
 * from a storage path on the API host"). Files never change under a name, so they are cached for a
 * year. Only plain names below the storage root are served: no dot segments, no hidden files. The image
 * of a product only testers see is served only to a tester's bearer, never stored by a shared cache; to
 * anyone else it does not exist (404, as the product's page answers).
 */
export const storageRoutes = new Hono<AppEnv>();

const PREFIX = '/storage/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// As every answer to a bearer (app.ts), and said here too: a tester's image is never stored by any cache.
const TESTERS_ONLY = 'no-store';

function segmentsOf(pathname: string): string[] {
  const rest = pathname.slice(pathname.indexOf(PREFIX) + PREFIX.length);
  const segments = rest.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new HttpError(400, '檔案路徑格式錯誤');
    }
  });
  const unsafe = (segment: string) =>
    !segment || segment.startsWith('.') || /[/\\\0]/.test(segment) || segment.endsWith('.tmp');
  if (segments.some(unsafe)) throw new HttpError(400, '檔案路徑格式錯誤');
  return segments;
}

storageRoutes.get('/storage/*', async (c) => {
  const root = path.resolve(storageDir());
  const segments = segmentsOf(new URL(c.req.url).pathname);
  const file = path.resolve(/*turbopackIgnore: true*/ root, ...segments);
  if (!file.startsWith(root + path.sep)) throw new HttpError(400, '檔案路徑格式錯誤');
  const testersOnly = await isTestersOnlyImage(c.get('db'), segments.join('/'));
  if (testersOnly && (await memberOfRequest(c))?.is_tester !== 1) throw notFound('找不到此檔案');
  const fileInfo = () => stat(file).catch(() => undefined);
  let info = await fileInfo();
  if (!info) {
    await drawRequestedImage(root, segments.join('/'));
    info = await fileInfo();
  }
  if (!info?.isFile()) throw notFound('找不到此檔案');
  const bytes = await readFile(file);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Content-Length': String(bytes.length),
    'Cache-Control': testersOnly ? TESTERS_ONLY : IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': info.mtime.toUTCString(),
  });
});
