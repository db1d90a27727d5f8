import { existsSync, readdirSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

/**
 * The two engines besides Chromium that the journeys run in (tests/e2e/engines): Firefox (Debian's
 * firefox-esr, driven over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser and WebKitWebDriver, under an
 * Xvfb display). Found where Debian installs them, else installed with apt-get when this runs as root, else
 * a clear line of what is missing. Answers the settings the journeys read.
 */
const PACKAGES = [
  { setting: 'FIREFOX_PATH', debianPackage: 'firefox-esr', paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'] },
  { setting: 'WEBKIT_DRIVER_PATH', debianPackage: 'webkit2gtk-driver', paths: ['/usr/bin/WebKitWebDriver'] },
  { setting: 'XVFB_PATH', debianPackage: 'xvfb', paths: ['/usr/bin/Xvfb'] },
];

/** WebKitGTK's MiniBrowser, which webkit2gtk-driver's library package ships under its own folder. */
function miniBrowser() {
  const library = '/usr/lib/x86_64-linux-gnu';
  const folder = existsSync(library)
    ? readdirSync(library).find(
        (name) => /^webkit2gtk-4\.\d$/.test(name) && existsSync(`${library}/${name}/MiniBrowser`),
      )
    : undefined;
  return folder ? `${library}/${folder}/MiniBrowser` : undefined;
}

const found = (paths) => paths.find((path) => existsSync(path));

export function findEngines() {
  const settings = {};
  for (const { setting, debianPackage, paths } of PACKAGES) {
    let path = process.env[setting] || found(paths);
    if (!path && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
      aptInstall(debianPackage);
      path = found(paths);
    }
    if (!path)
      throw new Error(
        `${debianPackage} is not installed and cannot be installed here (not root, or no apt-get): install it, or set ${setting}`,
      );
    settings[setting] = path;
  }
  settings.MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || miniBrowser();
  if (!settings.MINIBROWSER_PATH)
    throw new Error('WebKitGTK’s MiniBrowser was not found (webkit2gtk-driver installs it): set MINIBROWSER_PATH');
  return settings;
}
