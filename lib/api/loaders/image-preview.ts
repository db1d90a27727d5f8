import 'server-only';
import { cacheLife } from 'next/cache';
import { readStorageFile } from '../server';

/** A phone's width in CSS pixels: the preview is sharp on a 1x screen that wide, soft on denser ones. */
const PREVIEW_WIDTH = 412;
const PREVIEW_QUALITY = 50;
/** Past this a preview would hold back the rest of the HTML more than it brings the picture forward. */
const PREVIEW_MAX_BYTES = 12_000;
/** A first-screen picture is a couple of megapixels; a larger one is not decoded (a 256-megapixel PNG would take the server's memory). */
const MAX_INPUT_PIXELS = 25_000_000;

export type ImagePreview = `data:image/${string}`;

/**
 * A small WebP of a first-screen picture as a data URL, for next/image's `placeholder`: the picture paints
 * with the page's HTML instead of a round trip later, and the full image covers it when it arrives
 * (docs/decisions/0122-first-screen-picture-previews.md). Null when the image cannot be read or its
 * preview would be too heavy.
 */
export async function loadImagePreview(src: string): Promise<ImagePreview | null> {
  'use cache';
  cacheLife('content');
  const picture = await readStorageFile(src);
  if (!picture) return null;
  try {
    const { default: sharp } = await import('sharp');
    const preview = await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
      .webp({ quality: PREVIEW_QUALITY })
      .toBuffer();
    return preview.length <= PREVIEW_MAX_BYTES ? `data:image/webp;base64,${preview.toString('base64')}` : null;
  } catch {
    return null;
  }
}
