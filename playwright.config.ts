import { defineConfig, devices } from '@playwright/test';
import type { EngineOptions } from './tests/e2e/engines/journey';
import { CHROMIUM_ARGS } from './scripts/lib/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = process.env.E2E_BROWSER ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * E2E in real Chromium against the production build and server (server/index.mjs) on a fresh demo database.
 * scripts/e2e.mjs finds the browser and clears the database; run it through `npm run test:e2e`.
 */
export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    // Recording a trace (DOM snapshots and a screencast at every step) took a fifth of the run's CPU,
    // passing tests included: it is recorded when CI retries a failed test; locally add `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    // The journeys a visitor and a member make, written once (tests/e2e/engines), in each engine.
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName) => ({
      name: `journeys-${engineName}`,
      testMatch: /engines\/.*\.journey\.ts$/,
      // A whole journey in an engine driven over WebDriver, beside the rest of the suite on two cores.
      timeout: 180_000,
      use: { engineName },
    })),
    {
      name: 'chromium',
      testIgnore: /engines\//,
      use: {
        ...devices['Desktop Chrome'],
        browserName: 'chromium',
        launchOptions: {
          executablePath,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node server/index.mjs',
    url: `http://localhost:${port}/home`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      DEMO_MODE: '1',
      E2E_HOOKS: '1',
      // The server ends with this runner, also one killed with SIGKILL (server/end-with-runner.mjs).
      END_WITH_PID: String(process.pid),
    },
  },
});
