// `npm test`: the whole suite, in order, stopping at the first failing step:
// types and lint (side by side), unit + component + API tests (Jest), the API tests again on PostgreSQL
// (with the contract check over HTTP beside them), the production build, two instances (with the public
// pages' JavaScript and document budgets beside them), e2e (Playwright, Chromium).
// `npm test -- --quick`: what a developer runs between commits: types, lint (ESLint's cache) and the
// Jest tests of the uncommitted change (`jest --onlyChanged`); no PostgreSQL, build or browser.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBuild } from './lib/build.mjs';
import { apiTestsOnPostgres } from './lib/postgres-leg.mjs';
import { baseEnv, run, runHeld } from './lib/run.mjs';
import { runE2e } from './e2e.mjs';
import { runInstancesTest } from './instances-test.mjs';

const counts = { passed: 0, failed: 0, skipped: 0 };

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const quick = process.argv.includes('--quick');

const jestStep = (label, args) => [
  label,
  async () => {
    const code = await run('npx', ['jest', ...args, '--json', '--outputFile=test-results/jest.json'], {
      env: { ...baseEnv, NODE_OPTIONS: '--experimental-vm-modules' },
    });
    countJest('test-results/jest.json');
    return code;
  },
];

const typeCheck = [
  // The route types first (.next/types), so tsc checks them too. tsc keeps its incremental state where
  // `next build` keeps its own (tsconfig's tsBuildInfoFile), so the build finds the project checked (15 s → 5 s).
  ['npx', ['next', 'typegen'], { env: baseEnv }],
  ['npx', ['tsc', '--noEmit']],
];
const lint = [
  [
    'npx',
    [
      'eslint',
      '.',
      '--max-warnings=0',
      ...(quick ? ['--cache', '--cache-location', 'node_modules/.cache/eslint'] : []),
    ],
  ],
  ['npx', ['knip']],
  ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['npm', ['run', '--silent', 'contract:lint']],
];

/** What a `runHeld` chain printed, then whether it passed. */
const printHeld = (name, { code, output }) =>
  console.log(`${output.trimEnd()}\n▸ ${name}: ${code === 0 ? 'ok' : 'FAILED'}`);

/** Types and lint side by side: each is one process on one core, and the machines have two. */
const checks = [
  [
    'types, and lint (ESLint, knip: no unused files, exports or dependencies; Prettier; Redocly: docs/openapi.json), side by side',
    async () => {
      const [types, lintResult] = await Promise.all([runHeld(typeCheck), runHeld(lint)]);
      printHeld('types', types);
      printHeld('lint', lintResult);
      return types.code || lintResult.code;
    },
  ],
];

const quickSteps = [
  ...checks,
  jestStep('the Jest tests of the uncommitted change', ['--onlyChanged', '--passWithNoTests']),
];

/**
 * A step with a short check run beside it, in a process of its own whose output is printed after the
 * step's: the short check (a server or two and a few requests) would leave a core idle on its own.
 */
const beside = (label, step, besideLabel, commands) => [
  `${label}; beside it: ${besideLabel}`,
  async () => {
    const [code, held] = await Promise.all([step(), runHeld(commands)]);
    console.log(`\n▸ beside it, ${besideLabel}:`);
    printHeld(besideLabel, held);
    return code || held.code;
  },
];

const steps = [
  ...checks,
  jestStep('unit, component and API tests', []),
  beside(
    'API tests on PostgreSQL',
    async () => {
      const code = await apiTestsOnPostgres({ outputFile: 'test-results/jest-postgres.json' });
      countJest('test-results/jest-postgres.json');
      return code;
    },
    'contract check of the embedded API over HTTP, as it is and in its spec-only mode (npm run contract -- … --writes --orders)',
    [[process.execPath, ['scripts/lib/contract-leg.mjs']]],
  ),
  ['production build', () => ensureBuild({ force: !!process.env.CI }).then(() => 0)],
  beside(
    'two instances on one PostgreSQL and one Redis',
    async () => {
      const result = await runInstancesTest();
      for (const key of Object.keys(counts)) counts[key] += result[key];
      return result.failed === 0 ? 0 : 1;
    },
    'first-load JavaScript and document budgets of the public pages',
    [
      [process.execPath, ['scripts/js-budget.mjs']],
      [process.execPath, ['scripts/page-budget.mjs']],
    ],
  ),
  [
    'e2e in Chromium, and the journeys in Chromium, Firefox and WebKit',
    async () => {
      const code = await runE2e();
      countPlaywright('test-results/e2e.json');
      return code;
    },
  ],
];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results'); // Jest's --outputFile does not create its folder
let failedStep;
for (const [label, step] of quick ? quickSteps : steps) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const code = await step().catch((error) => {
    console.error(`✗ ${error.message}`);
    return 1;
  });
  console.log(`━━ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    failedStep = label;
    break;
  }
}

if (failedStep) console.error(`\n✗ stopped at: ${failedStep}`);
if (failedStep && counts.failed === 0) counts.failed = 1;
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
