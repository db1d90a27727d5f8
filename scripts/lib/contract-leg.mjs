import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { run, runAsScript, startChild } from './run.mjs';

/**
 * npm test's contract check: the embedded API alone (scripts/serve-api.ts) in a process of its own
 * on a fresh demo database, checked over HTTP as the company's API would be, with its writes and an
 * order. Resolves to the check's exit code.
 */
export async function contractCheckOverHttp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // The demo's own database and calls: never a configured PostgreSQL or company API.
  for (const name of ['DATABASE_URL', 'API_BASE_URL', 'DEMO_MODE']) delete env[name];
  const { child: server, ended } = startChild(
    'scripts/serve-api.ts',
    process.execPath,
    ['--import', 'tsx', 'scripts/serve-api.ts'],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('web API on') && resolve());
      ended.then((reason) => reject(new Error(`${reason} before listening`)));
    });
    return await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/contract.ts',
      `http://127.0.0.1:${port}/api/web`,
      '--member',
      'A123456789:demo2026',
      '--writes',
      '--orders',
    ]);
  } finally {
    server.kill('SIGTERM');
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/lib/contract-leg.mjs`: the check alone (npm test runs it beside the PostgreSQL leg).
await runAsScript(import.meta.url, contractCheckOverHttp);
