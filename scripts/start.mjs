// @ts-check
// `npm start`: builds when no current build exists, then serves the shop on PORT (default 3000)
// on the embedded web API, whose database is created, migrated and seeded on first start.
import { mkdirSync } from 'node:fs';
import { textAsJsonLines } from '../lib/node/log.mjs';
import { startRefusal } from '../server/start-requirements.mjs';
import { ensureBuild } from './lib/build.mjs';
import { demoModeWarning } from './lib/demo-warning.mjs';
import { baseEnv, run } from './lib/run.mjs';

// With output not a terminal (a supervisor, a log collector), every line of this script and of the build is JSON.
textAsJsonLines();

const refusal = startRefusal();
if (refusal) {
  console.error(`✗ ${refusal}`);
  process.exit(1);
}

try {
  await ensureBuild();
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
mkdirSync(process.env.DATA_DIR ?? '.data', { recursive: true });
const port = process.env.PORT ?? '3000';
// Printed last, next to the address, on every start: it must not scroll away behind the build's output.
const warning = demoModeWarning();
if (warning) console.warn(warning);
console.log(`▸ serving the shop at http://localhost:${port}`);
// The server ends with this script, also when only this script is stopped (server/end-with-runner.mjs). A
// SIGTERM (a supervisor's, or npm's: package.json's `exec` makes this script npm's child) goes to the server, and
// this script ends when the server has drained and closed its database. Ctrl-C reaches both already.
process.exit(
  await run('node', ['server/index.mjs'], {
    env: { ...baseEnv, PORT: port, END_WITH_PID: String(process.pid) },
    passOn: ['SIGTERM'],
  }),
);
