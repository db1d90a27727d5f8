import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dumpDatabase, openDatabase, type Db } from '@/backend/db/client';
import { requestedImages, seedImage } from '@/backend/seed/images';
import { taipeiDate } from '@/lib/domain/clock';

const ROOT = path.resolve(__dirname, '../..');
/** Emptied when a Jest run starts (tests/support/jest-global-setup.mjs): a dump serves one run. */
const CACHE = path.join(ROOT, 'node_modules/.cache/seeded-pglite');

/** What the seeded database depends on: the migrations, the seed and all they import, PGlite and drizzle. */
const SOURCES = ['backend', 'lib', 'package-lock.json', 'tests/support/seeded-dump.ts'];

function sourceFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => sourceFiles(path.join(entry, name)));
}

/**
 * The seed's name (of its dump, its PostgreSQL template and its images). Besides the sources it holds today's date in Taiwan, because the seed's dates are
 * relative to it (backend/seed/dates.ts reads nothing else of the clock): a run that crosses midnight,
 * or a file whose clock is faked to another day before its database opens, gets a seed of its own day.
 */
export function seedKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((entry) => sourceFiles(path.join(ROOT, entry)))) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `${hash.digest('hex').slice(0, 16)}-${taipeiDate(new Date())}`;
}

type Images = [string, Parameters<typeof seedImage>[1]][];

/** Writes under a name of its own and renames, so a reader in the other worker never sees half a file. */
async function writeAtomically(file: string, data: string | Uint8Array) {
  mkdirSync(CACHE, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Keeps the demo images this process's seed registered, for `replaySeedImages` in other test files. */
export function keepSeedImages(key: string) {
  const images: Images = [...requestedImages()];
  return writeAtomically(path.join(CACHE, `${key}.images.json`), JSON.stringify(images));
}

/** Registers the demo images of the seed `key` as the seed itself would; false when none were kept. */
export async function replaySeedImages(key: string): Promise<boolean> {
  const images = await readFile(path.join(CACHE, `${key}.images.json`), 'utf8').catch(() => undefined);
  if (images === undefined) return false;
  for (const [image, size] of JSON.parse(images) as Images) seedImage(image, size);
  return true;
}

/**
 * A fresh in-memory PGlite, migrated and seeded with the demo data, of the test file's own. The first
 * file of a Jest run (in each worker, if they start together) opens it the long way (initdb, migrations,
 * seed: about 2 s) and leaves its data folder in `node_modules/.cache/seeded-pglite`; every later file
 * starts a new database from that dump (about 0.4 s) and replays what the seed does in the process
 * besides writing rows: registering the demo images (`seedImage`). One difference remains: seeded rows
 * whose `created_at` / `updated_at` the database fills (`defaultNow()`) hold the time the dump was made,
 * earlier in the same run.
 */
export async function openSeededMemoryDatabase(): Promise<Db> {
  const key = seedKey();
  const tarball = path.join(CACHE, `${key}.tar`);
  const dump = await readFile(tarball).catch(() => undefined);
  // The images are kept first: a tarball on disk means its images are there too.
  if (dump && (await replaySeedImages(key))) return openDatabase('memory://', { fromDump: new Blob([dump]) });
  const db = await openDatabase('memory://');
  try {
    await keepSeedImages(key);
    await writeAtomically(tarball, new Uint8Array(await (await dumpDatabase(db)).arrayBuffer()));
  } catch (error) {
    console.warn('seeded-dump: could not keep the seeded database for the next test files:', error);
    await rm(tarball, { force: true });
  }
  return db;
}
