// The floor (issue 26): a bare Next.js page (bench/floor: a heading, a paragraph, one next/link) built
// with the next and react this shop has installed. No page can cost less, so the shop's pages are
// measured beside it in the same run and their budgets are set against it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { baseEnv, mustRun } from './run.mjs';
import { serveOn } from './serve.mjs';

const require = createRequire(import.meta.url);
export const FLOOR_DIR = 'bench/floor';
const stampOf = (dir) => path.join(dir, '.next/source-hash');

/** A floor's sources (`dir` and its `app/`) and the framework versions it is built with. */
function floorHash(dir) {
  const hash = createHash('sha256');
  for (const name of ['next', 'react', 'react-dom']) hash.update(`${name}@${require(`${name}/package.json`).version}`);
  for (const folder of [dir, path.join(dir, 'app')]) {
    for (const file of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      hash.update(file.name).update(readFileSync(path.join(folder, file.name)));
    }
  }
  return hash.digest('hex');
}

/**
 * `next build` of the floor (or of another bare page in `dir`: bench/lib/content-floor.mjs), unless it was
 * built from the same sources and versions.
 */
export async function ensureFloorBuild(dir = FLOOR_DIR) {
  const hash = floorHash(dir);
  if (existsSync(stampOf(dir)) && readFileSync(stampOf(dir), 'utf8') === hash) return;
  await mustRun(`next build (${dir})`, 'npx', ['next', 'build', dir], {
    env: baseEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(stampOf(dir), hash);
}

/** `next start` of the floor (or the bare page in `dir`) on `port`; resolves `{ base, stop }` once its page answers. */
export function serveFloor({ port, dir = FLOOR_DIR }) {
  return serveOn({
    port,
    command: 'npx',
    args: ['next', 'start', dir, '-p', String(port)],
    env: { NODE_ENV: 'production' },
    readyPath: '/',
  });
}
