import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoArtSvg } from './demo-art';
import { log } from '@/lib/node/log.mjs';

/**
 * Demo images. Seeders call `seedImage(path, size)` for every image path they store; the paths are
 * collected here and `writeDemoImages(dir)` renders the missing ones as real raster files (sharp)
 * after a file-based database has been seeded.
 */
type ImageRequest = { width: number; height: number; motif?: string };

const requested = new Map<string, ImageRequest>();

export function seedImage(path: string, size: ImageRequest): string {
  requested.set(path, size);
  return path;
}

export function requestedImages(): ReadonlyMap<string, ImageRequest> {
  return requested;
}

/** Two at a time: the machines have two cores and libvips renders each image on its own thread. */
const PARALLEL_RENDERS = 2;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Renders every requested image that is not on disk yet under `dir` (the storage root), in the format
 * its extension names (.webp, .png, .jpg). Each file is written to a temporary name and renamed, so a
 * reader never sees half an image and two processes never corrupt one. A picture that fails is logged
 * and skipped: the shop works without it. Returns how many files were written.
 */
export async function writeDemoImages(
  dir: string,
  images: ReadonlyMap<string, ImageRequest> = requested,
): Promise<number> {
  if (!images.size) return 0;
  const { default: sharp } = await import('sharp');
  const root = path.resolve(dir);
  const queue = [...images];
  let written = 0;

  const render = async (relative: string, request: ImageRequest) => {
    const file = path.resolve(/*turbopackIgnore: true*/ root, relative);
    if (!file.startsWith(root + path.sep) || (await exists(file))) return;
    const svg = sharp(Buffer.from(demoArtSvg(relative, request)));
    const extension = path.extname(relative).toLowerCase();
    const encoded =
      extension === '.png'
        ? svg.png({ compressionLevel: 6, adaptiveFiltering: false })
        : extension === '.jpg' || extension === '.jpeg'
          ? svg.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
          : svg.webp({ quality: 82, effort: 2 });
    const bytes = await encoded.toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      written++;
    } finally {
      await rm(temporary, { force: true });
    }
  };

  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await render(...next).catch((err: unknown) =>
        log.error({ err, image: next[0] }, 'a demo image could not be drawn'),
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_RENDERS }, worker));
  return written;
}

/**
 * Draws one requested image that is not on disk yet, when it is asked for before `writeDemoImages` ran: an
 * in-memory database (`next build`) draws none up front, but the build's pages read their first-screen
 * pictures (their previews). Names the seed did not request are never drawn.
 */
export async function drawRequestedImage(dir: string, relative: string): Promise<void> {
  const request = requested.get(relative);
  if (request) await writeDemoImages(dir, new Map([[relative, request]]));
}
