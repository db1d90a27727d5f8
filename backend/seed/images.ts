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
