// `npm run test:e2e [-- playwright args]`: Playwright in Chromium, and the journeys in Chromium, Firefox
// and WebKit (tests/e2e/engines), against the current production build, on a fresh demo database. Builds first when the build is missing or stale.
import { rmSync } from 'node:fs';
import { findBrowser } from './lib/browser.mjs';
import { ensureBuild } from './lib/build.mjs';
import { findEngines } from './lib/engines.mjs';
import { baseEnv, run, runAsScript } from './lib/run.mjs';

export async function runE2e(extraArgs = []) {
  const browser = findBrowser();
  console.log(`▸ e2e browser: ${browser}`);
  const engines = findEngines();
  console.log(
    `▸ the journeys' other engines: ${engines.FIREFOX_PATH}, ${engines.MINIBROWSER_PATH} (${engines.WEBKIT_DRIVER_PATH}, ${engines.XVFB_PATH})`,
  );
  await ensureBuild();
  const dataDir = '.data/e2e';
  rmSync(dataDir, { recursive: true, force: true });
  return run('npx', ['playwright', 'test', ...extraArgs], {
    env: { ...baseEnv, ...engines, E2E_BROWSER: browser, E2E_DATA_DIR: dataDir },
  });
}

await runAsScript(import.meta.url, () => runE2e(process.argv.slice(2)));
