import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the demo keeps its files (PGlite, images, generated secrets): DATA_DIR, default `.data`. */
export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? '.data');

/**
 * The content of DATA_DIR/`name`, created once by `create` (mode 600) when missing: a secret the demo
 * generates for itself so that it runs without configuration and keeps its sessions and keys across
 * restarts. When two processes race, the second one reads what the first one wrote; any other failure
 * (a read-only disk, a folder in the way) is thrown.
 */
export function secretFile(name: string, create: () => string): string {
  const file = path.join(dataDir(), name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
