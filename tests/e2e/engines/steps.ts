import type { EnginePage } from './engine';

/** Waits until the page's path (and query) matches, as a client-side navigation or a redirect ends (30 s: a busy machine). */
export async function waitForPath(page: EnginePage, expected: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let url = '';
  while (Date.now() < deadline) {
    url = await page.url();
    const { pathname, search } = new URL(url);
    if (expected.test(`${pathname}${search}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page stayed at ${url}, not ${expected}`);
}
