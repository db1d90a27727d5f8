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
const STAMP = path.join(FLOOR_DIR, '.next/source-hash');

/** The floor's sources and the framework versions it is built with. */
function floorHash() {
  const hash = createHash('sha256');
  for (const name of ['next', 'react', 'react-dom']) hash.update(`${name}@${require(`${name}/package.json`).version}`);
  for (const dir of [FLOOR_DIR, path.join(FLOOR_DIR, 'app')]) {
    for (const file of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      hash.update(file.name).update(readFileSync(path.join(dir, file.name)));
    }
  }
  return hash.digest('hex');
}

/** `next build` of the floor, unless it was built from the same sources and versions. */
export async function ensureFloorBuild() {
  const hash = floorHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return;
  await mustRun('next build (the floor)', 'npx', ['next', 'build', FLOOR_DIR], {
    env: baseEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(STAMP, hash);
}

/** `next start` of the floor on `port`; resolves `{ base, stop }` once its page answers. */
export function serveFloor({ port }) {
  return serveOn({
    port,
    command: 'npx',
    args: ['next', 'start', FLOOR_DIR, '-p', String(port)],
    env: { NODE_ENV: 'production' },
    readyPath: '/',
  });
}
