import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit (lib/domain), component (Testing Library), API (backend handle() on in-memory PGlite) and server (page cache) tests. */
const config = createJestConfig({
  testMatch: ['<rootDir>/tests/{unit,components,api,server}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/support/empty.js' },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  testTimeout: 30000,
  // A worker per core. Jest's default leaves one core to its own process, which only gathers results:
  // on a 2-core machine that is one worker, and the suite took 268 s against 160 s with two (docs/perf.md).
  maxWorkers: '100%',
  // PGlite keeps a WASM worker alive; the suites close nothing by hand.
  forceExit: true,
});


/**
 * ky ships as ESM only: transformed like Next's own client files, so that tests can run the shop's
 * real API clients (component tests in tests/support/jsdom-network-environment.mjs, their requests
 * answered by tests/support/network.ts).
 */
export default async function jestConfig() {
  const resolved = await config();
  const [first, ...rest] = resolved.transformIgnorePatterns;
  return { ...resolved, transformIgnorePatterns: [first.replace('(?!(geist|', '(?!(ky|geist|'), ...rest] };
}
