import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const installHint =
  'No Chromium found. Set CHROME_PATH to a Chromium or Chrome binary, or install one ' +
  '(Debian/Ubuntu: apt-get install chromium; elsewhere: npx playwright install chromium).';

function playwrightsOwn() {
  try {
    const path = require('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function installDebianChromium() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) return undefined;
  console.log('▸ installing Debian chromium (apt-get) for the e2e tests…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    return undefined;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** CHROME_PATH, else Debian's chromium, else Playwright's own, else install Debian's, else a clear error. */
export function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found =
    candidates.find((candidate) => candidate && existsSync(candidate)) ?? playwrightsOwn() ?? installDebianChromium();
  if (!found) throw new Error(installHint);
  return found;
}
