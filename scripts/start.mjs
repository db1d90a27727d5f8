// `npm start`: builds when no current build exists, then serves the shop on PORT (default 3000)
// on the embedded web API, whose database is created, migrated and seeded on first start.
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureBuild } from './lib/build.mjs';
import { demoModeWarning } from './lib/demo-warning.mjs';
import { baseEnv, run } from './lib/run.mjs';

// The company API hands out real member tokens: their cookie must be sealed with a key of the
// operator's, never a generated one (lib/session/secret.ts enforces the same at request time).
if (process.env.API_BASE_URL && (process.env.SESSION_SECRET ?? '').length < 32) {
  console.error('✗ API_BASE_URL is set: SESSION_SECRET (32+ characters) is required to start the shop.');
  process.exit(1);
}

// Payment notices are verified with keys only the operator holds: outside the demo the embedded API
// needs them, and never one that is public (backend/services/payment/keys.ts checks the same per call).
const embeddedApi = !process.env.API_BASE_URL;
if (embeddedApi && process.env.DEMO_MODE === '0') {
  const publicKeys = JSON.parse(readFileSync(new URL('../backend/services/payment/public-keys.json', import.meta.url), 'utf8'));
  const key = process.env.PAYMENT_HASH_KEY ?? '';
  const iv = process.env.PAYMENT_HASH_IV ?? '';
  if (!key || !iv || publicKeys.hashKeys.includes(key) || publicKeys.hashIvs.includes(iv)) {
    console.error('✗ DEMO_MODE=0: PAYMENT_HASH_KEY and PAYMENT_HASH_IV (the payment gateway\'s keys, not the demo or test keys) are required to start the shop.');
    process.exit(1);
  }
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
