// @ts-check
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes the pages an earlier run wrote to `.next/server/route-cache` (before the page cache was kept in
 * memory, server/cache/memory-page-handler.mjs): they may come from another web API, and nothing else
 * would ever remove them. The build's own prerendered pages live elsewhere and stay.
 *
 * @param {string} [distDir]
 * @returns {void}
 */
export function clearRuntimePages(distDir = '.next') {
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
}
