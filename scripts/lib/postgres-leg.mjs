// The PostgreSQL leg of `npm test`: tests/api again, on a real PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { providePostgres } from './postgres.mjs';
import { baseEnv, run, runAsScript } from './run.mjs';

async function query(url, sql, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/**
 * `npm run db:reset` on PostgreSQL, twice: the first run builds the database from nothing; the second
 * must wipe a seeded database with a change of ours in it, or it fails the leg.
 */
async function proveDbReset(url, dataDir) {
  const reset = () =>
    run('npm', ['run', '--silent', 'db:reset'], { env: { ...baseEnv, DATABASE_URL: url, DATA_DIR: dataDir } });
  let code = await reset();
  if (code !== 0) return code;
  await query(url, `insert into site_settings (key, value) values ('reset_probe', '1')`);
  code = await reset();
  if (code !== 0) return code;
  const { rowCount } = await query(url, `select 1 from site_settings where key = 'reset_probe'`);
  if (rowCount !== 0) {
    console.error('✗ npm run db:reset left a row it should have removed');
    return 1;
  }
  console.log('✓ npm run db:reset recreated a seeded PostgreSQL database (a row added before it is gone)');
  return 0;
}

/** Runs tests/api (or `paths`) on PostgreSQL; resolves with the exit code (0 when no server can be had outside CI). */
export async function apiTestsOnPostgres({ outputFile, paths = ['tests/api'] }) {
  const server = await providePostgres({ required: process.env.CI === 'true' });
  if (!server) {
    console.log('▸ going on with PGlite only (DATABASE_URL names a server to use instead)');
    return 0;
  }
  // Demo images the seeds draw go here, not into the project's .data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tocin-pg-data-'));
  try {
    const where =
      server.source === 'local'
        ? 'a server of our own in a temporary folder'
        : 'the server of DATABASE_URL, in a throw-away database';
    console.log(`▸ PostgreSQL ${server.version}: ${where}`);
    const code = await proveDbReset(server.url, dataDir);
    if (code !== 0) return code;
    const report = outputFile ? ['--json', `--outputFile=${outputFile}`] : [];
    return await run('npx', ['jest', ...paths, ...report], {
      // DATABASE_URL too, so nothing in a test can reach the operator's own database.
      env: {
        ...baseEnv,
        NODE_OPTIONS: '--experimental-vm-modules',
        TEST_PG_URL: server.url,
        DATABASE_URL: server.url,
        DATA_DIR: dataDir,
      },
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/lib/postgres-leg.mjs [jest paths]`: the leg alone, e.g. for one test file.
const paths = process.argv.slice(2);
await runAsScript(import.meta.url, () => apiTestsOnPostgres({ paths: paths.length ? paths : undefined }));
