import { test, type Page } from '@playwright/test';

/** How much slower than the machine a slow phone runs the page's scripts (Chromium's CPU throttling). */
export const SLOW_CPU_RATE = 4;

/**
 * Slows the page's CPU as a slow phone would (Chromium only, through the DevTools protocol): a test
 * that then taps a first-screen control right after navigation (`waitUntil: 'commit'`) taps the
 * painted page before its scripts have run, as a person on such a phone does. The test gets the
 * time of a slow one (test.slow()): everything the page does takes several times as long.
 */
export async function slowCpu(page: Page, rate = SLOW_CPU_RATE) {
  test.slow();
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
