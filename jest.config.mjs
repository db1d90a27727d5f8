import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit (lib/domain), component (Testing Library), API (backend handle() on in-memory PGlite) and server (page cache) tests. */
const config = createJestConfig({
  testMatch: ['<rootDir>/tests/{unit,components,api,server}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty.js',
    // Its package exports only an `import` entry, which Jest's CommonJS resolver does not read.
    '^json-schema-faker$': '<rootDir>/node_modules/json-schema-faker/dist/index.js',
  },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  globalSetup: '<rootDir>/tests/support/jest-global-setup.mjs',
  testTimeout: 30000,
  // A worker per core. Jest's default leaves one core to its own process, which only gathers results:
  // on a 2-core machine that is one worker, and the suite took 268 s against 160 s with two (docs/perf.md).
  maxWorkers: '100%',
  // Test files close what they open (an in-memory PGlite holds ~300 MB) and a worker stays near 1.5 GB
  // resident. Should a file leak again, a worker whose heap passed this after a file is replaced. Jest
  // weighs the JavaScript heap only, garbage included (a healthy run's reaches 0.9 GB), not WASM memory:
  // a database left open (20 MB of heap each, besides its WASM) is caught late.
  workerIdleMemoryLimit: '1GB',
  // Told to end, a worker took 0.4 s to be gone (its process freeing a GB or so) on a busy 2-core machine;
  // past Jest's default 500 ms, Jest kills it and reports "failed to exit gracefully", a leak that is not.
  workerGracefulExitTimeout: 10_000,
});

/**
 * ESM-only packages, transformed like Next's own client files: ky, so that component tests run the
 * shop's real API clients, what MSW 2 loads (tests/support/network.ts answers their requests),
 * json-schema-faker (tests/unit/contract-agreement.test.ts), parse5 with its entities
 * (tests/server/content-floor.test.ts), and hastscript and hast-util-to-html with theirs, which write the
 * static subtrees (components/ui/static-html.tsx).
 */
const ESM_ONLY = [
  'ky',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'json-schema-faker',
  'parse5',
  'entities',
  'hastscript',
  'hast-util-[a-z-]+',
  'property-information',
  '(comma|space)-separated-tokens',
  'ccount',
  'html-void-elements',
  'stringify-entities',
  'character-entities-[a-z0-9]+',
  'zwitch',
];

export default async function jestConfig() {
  const resolved = await config();
  const [first, ...rest] = resolved.transformIgnorePatterns;
  return {
    ...resolved,
    transformIgnorePatterns: [first.replace('(?!(geist|', `(?!(${ESM_ONLY.join('|')}|geist|`), ...rest],
  };
}
