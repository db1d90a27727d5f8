// `npm start`: builds when no current build exists, then serves the shop on PORT (default 3000)
// on the embedded web API, whose database is created, migrated and seeded on first start.
import { mkdirSync } from 'node:fs';
import { ensureBuild } from './lib/build.mjs';
import { demoModeWarning } from './lib/demo-warning.mjs';
import { baseEnv, run } from './lib/run.mjs';

// The company API hands out real member tokens: their cookie must be sealed with a key of the
// operator's, never a generated one (lib/session/secret.ts enforces the same at request time).
if (process.env.API_BASE_URL && (process.env.SESSION_SECRET ?? '').length < 32) {
  console.error('✗ API_BASE_URL is set: SESSION_SECRET (32+ characters) is required to start the shop.');
  process.exit(1);
}

try {
  await ensureBuild();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
mkdirSync(process.env.DATA_DIR ?? '.data', { recursive: true });
const port = process.env.PORT ?? '3000';
// Printed last, next to the address, on every start: it must not scroll away behind the build's output.
const warning = demoModeWarning();
if (warning) console.warn(warning);
console.log(`▸ serving the shop at http://localhost:${port}`);
process.exit(await run('node', ['server/index.mjs'], { env: { ...baseEnv, PORT: port } }));
