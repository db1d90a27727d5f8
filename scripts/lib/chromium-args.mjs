// Its own module, without imports, so that playwright.config.ts can load it too (Playwright's loader
// cannot run browser.mjs's createRequire(import.meta.url)).

/** Flags Chromium needs on these machines (root, no GPU, closed network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
