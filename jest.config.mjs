import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit (lib/domain), component (Testing Library), API (backend handle() on in-memory PGlite) and server (page cache) tests. */
export default createJestConfig({
  testMatch: ['<rootDir>/tests/{unit,components,api,server}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/support/empty.js' },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  testTimeout: 30000,
  // PGlite keeps a WASM worker alive; the suites close nothing by hand.
  forceExit: true,
});
