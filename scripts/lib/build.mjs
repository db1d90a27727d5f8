// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { EMBEDDED_API_BUNDLE } from '../../lib/node/embedded-api.mjs';
import { baseEnv, mustRun } from './run.mjs';

const SOURCES = [
  'app',
  'components',
  'lib',
  'backend',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'server',
  'package-lock.json',
  'tsconfig.json',
];
const STAMP = '.next/source-hash';
// The build prerenders pages with the web API's data and bakes these into them: another API is another build.
const BUILD_SETTINGS = ['API_BASE_URL', 'NEXT_PUBLIC_STORAGE_URL'];

/**
 * @param {string} entry
 * @returns {Generator<string>}
 */
function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

/** A hash of everything the build reads, so a build is redone only when the sources or the API changed. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  for (const source of SOURCES) {
    for (const file of files(source)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return (
    existsSync('.next/BUILD_ID') &&
    existsSync(EMBEDDED_API_BUNDLE) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === sourceHash()
  );
}

/**
 * The embedded web API (backend/index.ts) as one ES module outside Next.js's bundle, which every door of
 * the process imports (lib/node/embedded-api.mjs, decision 0163). First: `next build` prerenders with it.
 * npm packages stay imports (node_modules'), so PGlite, pg and the telemetry are the ones Next.js loads too.
 */
export async function buildEmbeddedApi() {
  const started = Date.now();
  // esbuild's own process prints its warnings to stderr, past this process's JSON lines (lib/node/log.mjs): said here instead.
  const { warnings } = await build({
    entryPoints: ['backend/index.ts'],
    outfile: EMBEDDED_API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: process.stderr.isTTY ? 'warning' : 'silent',
  });
  if (!process.stderr.isTTY)
    for (const { text, location } of warnings)
      console.warn(`⚠ esbuild: ${text}${location ? ` (${location.file}:${location.line})` : ''}`);
  console.log(`▸ embedded API bundled in ${Date.now() - started} ms (${EMBEDDED_API_BUNDLE})`);
}

/**
 * The embedded API's bundle and `next build`, unless the last build was made from the same sources (or `force`).
 * @param {{ force?: boolean }} [options]
 */
export async function ensureBuild({ force = false } = {}) {
  if (!force && buildIsCurrent()) {
    console.log('▸ build is current, not rebuilding');
    return;
  }
  const hash = sourceHash();
  await buildEmbeddedApi();
  await mustRun('next build', 'npx', ['next', 'build'], { env: baseEnv, lines: true });
  writeFileSync(STAMP, hash);
}
