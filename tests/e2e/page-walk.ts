import type { ConsoleMessage, Page, Response } from '@playwright/test';
import type { ShopOnApi } from './server-support';

/**
 * A walk through the pages of a production server of the test's own (any-answer.spec.ts), noting what
 * went wrong on each page rather than stopping at the first: a 5xx (any answer of the server, the
 * page's own requests included), a line of error in the server's output, an uncaught error in the page,
 * an error boundary, a text left loading, or words the page should say and does not.
 */
export type Walk = { server: ShopOnApi; page: Page; findings: string[] };

/** The maintenance page answers 503 by design (outage.spec.ts). */
const MAINTENANCE_PAGE = '/error';

/** What the error boundaries say (app/error.tsx, app/member/(signed-in)/error.tsx). */
const ERROR_BOUNDARY_TITLES = ['頁面暫時無法顯示', '系統錯誤'];

/**
 * Lines of the server's output that tell of a failure: Next.js prints a failed render with ⨯, CONTRACT_CHECK=log's
 * lines start [contract], and Node prints a process warning as `(node:<pid>) <Name>Warning: …`.
 */
const ERROR_TEXT = /⨯|error|exception|unhandled|\[contract\]|^\(node:\d+\) \w*Warning:/i;

/** The shop's own lines are JSON (lib/node/log.mjs): a failure is a line at warn or above; a request's line names routes such as /error. */
const isErrorLine = (line: string) => {
  try {
    return ['warn', 'error', 'fatal'].includes(JSON.parse(line).level);
  } catch {
    return ERROR_TEXT.test(line);
  }
};

/**
 * The page's requests in flight. `quiet` resolves once none has been for a moment (the islands have
 * their data and rendered it), or after 5 s: sooner than Playwright's networkidle, which waits 500 ms.
 */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const started = () => ((inFlight += 1), (changedAt = Date.now()));
  const ended = () => ((inFlight -= 1), (changedAt = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: async (moment = 150, limit = 5_000) => {
      const until = Date.now() + limit;
      while (Date.now() < until && (inFlight > 0 || Date.now() - changedAt < moment))
        await new Promise((resolve) => setTimeout(resolve, 25));
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Everything the page and the server say while `during` runs: 5xx answers, uncaught errors, console errors, the server's output. */
async function watching(
  walk: Walk,
  during: (quiet: () => Promise<void>, consoleErrors: string[]) => Promise<string[]>,
): Promise<string[]> {
  const { server, page } = walk;
  const found: string[] = [];
  const consoleErrors: string[] = [];
  const outputBefore = server.output().length;
  const onPageError = (error: Error) => found.push(`uncaught ${error.name}: ${error.message}`);
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    const byDesign = pathname === MAINTENANCE_PAGE && response.status() === 503;
    if (response.status() >= 500 && response.url().startsWith(server.origin) && !byDesign)
      found.push(`${response.status()} for ${pathname}`);
  };
  // React reports an error a boundary caught on the console: it says why the boundary is shown.
  const onConsole = (message: ConsoleMessage) =>
    message.type() === 'error' && consoleErrors.push(message.text().split('\n')[0]);
  const requests = requestsInFlight(page);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('console', onConsole);
  try {
    found.push(...(await during(() => requests.quiet(), consoleErrors)));
  } catch (error) {
    found.push((error as Error).message.split('\n')[0]);
  } finally {
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    page.off('console', onConsole);
    requests.stop();
  }
  const errorLines = server.output().slice(outputBefore).split('\n').filter(isErrorLine);
  if (errorLines.length) found.push(`the server printed:\n    ${errorLines.slice(0, 8).join('\n    ')}`);
  return found;
}

/**
 * Opens a page, waits until its islands have their data, and notes what went wrong as `<path>: <what>`;
 * `says` tells, once the page is shown, the text it must show, if any. A page after which the server no
 * longer answers (one that keeps it busy for good) ends the walk with what it found.
 */
export async function visit(walk: Walk, path: string, says: () => string | undefined = () => undefined) {
  const { server, page, findings } = walk;
  const found = await watching(walk, async (quiet, consoleErrors) => {
    const problems: string[] = [];
    await page.goto(`${server.origin}${path}`, { timeout: 20_000 });
    if (path.endsWith('.xml')) return problems;
    await quiet();
    // Visible ones only: Next keeps pages visited before hidden in the document, their loading texts too.
    const loading = page.getByText('載入中…').filter({ visible: true }).first();
    await loading.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => problems.push('still loading after 10 s'));
    for (const title of ERROR_BOUNDARY_TITLES) {
      if (await page.getByRole('heading', { name: title, exact: true }).isVisible())
        problems.push(`the error boundary says ${title} (console: ${consoleErrors.join(' | ')})`);
    }
    const words = says();
    const text = words ? page.getByText(words).first() : null;
    // Scrolled to first: a section below the screen (content-visibility: auto) has no box until it is drawn.
    await text?.scrollIntoViewIfNeeded({ timeout: 3_000 }).catch(() => undefined);
    if (words && !(await text?.isVisible())) {
      const shown = (
        await page
          .locator('main')
          .innerText()
          .catch(() => '')
      )
        .replace(/\s+/g, ' ')
        .slice(0, 120);
      problems.push(`does not say ${words} (at ${new URL(page.url()).pathname}, it reads: ${shown})`);
    }
    return problems;
  });
  findings.push(...found.map((finding) => `${path}: ${finding}`));
  const answering = await page.request.get(`${server.origin}/api/health`, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!answering) throw new Error(`${path}: the server stopped answering. Found before:\n${findings.join('\n')}`);
}
