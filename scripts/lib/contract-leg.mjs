import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { run, runAsScript, startChild } from './run.mjs';

/**
 * npm test's contract check: the embedded API alone (scripts/serve-api.ts) in a process of its own
 * on a fresh demo database, checked over HTTP as the company's API would be, with its writes and an
 * order; `dialect` 'spec' checks its spec-only mode (API_DIALECT=spec). Resolves to the check's exit code.
 */
async function checkOneDialect(dialect) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // The demo's own database and calls: never a configured PostgreSQL or company API.
  for (const name of ['DATABASE_URL', 'API_BASE_URL', 'DEMO_MODE', 'API_DIALECT']) delete env[name];
  if (dialect === 'spec') env.API_DIALECT = 'spec';
  console.log(
    `contract check of the embedded API${dialect === 'spec' ? ' in its spec-only mode (API_DIALECT=spec)' : ''}:`,
  );
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
    return await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/contract.ts',
        `http://127.0.0.1:${port}/api/web`,
        '--member',
        'A123456789',
        '--writes',
        '--orders',
      ],
      { env: { CONTRACT_MEMBER_PASSWORD: 'demo2026' } },
    );
  } finally {
    server.kill('SIGTERM');
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The check of the embedded API as it is, then of its spec-only mode: the first exit code that is not 0. */
export async function contractCheckOverHttp() {
  return (await checkOneDialect('default')) || (await checkOneDialect('spec'));
}

// `node scripts/lib/contract-leg.mjs`: the check alone (npm test runs it beside the PostgreSQL leg).
await runAsScript(import.meta.url, contractCheckOverHttp);
