import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import WebDriver, { type Client } from 'webdriver';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium-args.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { endWithParent } from '../end-with-parent';
import { locateInPage, type Target } from './locate';

/**
 * The three engines a visitor may bring, each driven the one way it can be on these machines: Chromium
 * (Debian's) through Puppeteer over CDP, Firefox (Debian's firefox-esr) through Puppeteer over WebDriver BiDi,
 * WebKit (WebKitGTK's MiniBrowser, Safari's engine) through WebKitWebDriver's classic WebDriver under Xvfb.
 * A journey is written once against `EnginePage`; each engine implements it.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** The element a target names, once it is there (20 s: a busy machine); an error naming the target otherwise. */
  find(target: Target, timeoutMs?: number): Promise<void>;
  /** Whether the target is there now (no wait). */
  has(target: Target): Promise<boolean>;
  click(target: Target): Promise<void>;
  /** Types into an empty field (the journeys fill fresh forms). */
  type(target: Target, text: string): Promise<void>;
  /** Picks a select's option by its visible text or its value. */
  choose(target: Target, option: string): Promise<void>;
  /** The page's visible text. */
  text(): Promise<string>;
  /** A script's JSON result in the page (a function body using `args`). */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  clearCookies(): Promise<void>;
  /** Every page error, unhandled rejection and console error (React's hydration errors are those) so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  version: string;
  newPage(size: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}

const LOCATE = `return (${locateInPage.toString()})(arguments[0]);`;
const describe = (target: Target) => JSON.stringify(target);

async function until<T>(what: () => Promise<T | null>, timeoutMs: number, failure: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await what().catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

class PuppeteerPage implements EnginePage {
  private readonly seen: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {
    page.on('pageerror', (error) => this.seen.push(`page error: ${(error as Error).message ?? error}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console error: ${message.text()}`);
    });
  }

  private async element(target: Target, timeoutMs = 20_000): Promise<ElementHandle<Element>> {
    return until(
      async () => (await this.page.evaluateHandle(locateInPage, target)).asElement() as ElementHandle<Element> | null,
      timeoutMs,
      () => `not found: ${describe(target)}`,
    );
  }
  goto = async (url: string) => void (await this.page.goto(url, { waitUntil: 'load' }));
  url = async () => this.page.url();
  find = async (target: Target, timeoutMs?: number) => void (await this.element(target, timeoutMs));
  has = async (target: Target) => !!(await this.page.evaluateHandle(locateInPage, target)).asElement();
  click = async (target: Target) => (await this.element({ ...target, enabled: true })).click();
  type = async (target: Target, text: string) => (await this.element(target)).type(text);
  async choose(target: Target, option: string) {
    const select = await this.element(target);
    const value = await select.evaluate(
      (element, label) =>
        [...(element as HTMLSelectElement).options].find(
          (entry) => entry.textContent?.trim() === label || entry.value === label,
        )?.value,
      option,
    );
    if (value === undefined) throw new Error(`no option ${option} in ${describe(target)}`);
    await select.select(value);
  }
  text = async () => this.page.evaluate(() => document.body.innerText);
  run = async <T>(body: string, ...args: unknown[]) =>
    this.page.evaluate((source, values) => new Function('args', source)(values), body, args) as Promise<T>;
  clearCookies = async () => {
    const cookies = await this.page.cookies();
    if (cookies.length) await this.page.deleteCookie(...cookies);
  };
  errors = async () => [...this.seen];
  close = async () => {
    await this.page.close();
    await this.context.close();
  };
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = { [ELEMENT_KEY]: string };

/**
 * Classic WebDriver has no page-error events and no script that runs before a document's own: a listener is
 * installed as each document is reached, and what it caught is read before the next one.
 */
const CATCH_ERRORS = `if (!window.__journeyErrors) {
  window.__journeyErrors = [];
  addEventListener('error', (event) => window.__journeyErrors.push('page error: ' + event.message));
  addEventListener('unhandledrejection', (event) => window.__journeyErrors.push('unhandled rejection: ' + String(event.reason)));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { window.__journeyErrors.push('console error: ' + args.map(String).join(' ')); consoleError(...args); };
}`;
const CAUGHT = 'const caught = window.__journeyErrors ?? []; window.__journeyErrors = []; return caught;';

class WebDriverPage implements EnginePage {
  private readonly seen: string[] = [];

  constructor(private readonly client: Client) {}

  private async harvest() {
    this.seen.push(...(((await this.client.executeScript(CAUGHT, []).catch(() => [])) as string[]) ?? []));
  }

  private async element(target: Target, timeoutMs = 20_000): Promise<string> {
    const found = await until(
      async () => (await this.client.executeScript(LOCATE, [target])) as ElementReference | null,
      timeoutMs,
      () => `not found: ${describe(target)}`,
    );
    return found[ELEMENT_KEY];
  }
  goto = async (url: string) => {
    await this.harvest();
    await this.client.navigateTo(url);
    await this.client.executeScript(CATCH_ERRORS, []);
  };
  url = async () => this.client.getUrl();
  find = async (target: Target, timeoutMs?: number) => void (await this.element(target, timeoutMs));
  has = async (target: Target) => !!(await this.client.executeScript(LOCATE, [target]));
  click = async (target: Target) => {
    const element = await this.element({ ...target, enabled: true });
    // WebKitWebDriver answers 'not interactable' for an element below the fold instead of scrolling to it.
    await this.client.executeScript("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT_KEY]: element }]);
    await this.client.elementClick(element);
  };
  type = async (target: Target, text: string) => this.client.elementSendKeys(await this.element(target), text);
  async choose(target: Target, option: string) {
    const select = await this.element(target);
    const found = (await this.client.executeScript(
      'return [...arguments[0].options].find((entry) => entry.textContent.trim() === arguments[1] || entry.value === arguments[1]) ?? null;',
      [{ [ELEMENT_KEY]: select }, option],
    )) as ElementReference | null;
    if (!found) throw new Error(`no option ${option} in ${describe(target)}`);
    await this.client.elementClick(found[ELEMENT_KEY]);
  }
  text = async () => (await this.client.executeScript('return document.body.innerText;', [])) as string;
  run = async <T>(body: string, ...args: unknown[]) =>
    (await this.client.executeScript(`return (function (args) { ${body} })(arguments[0]);`, [args])) as T;
  clearCookies = async () => void (await this.client.deleteAllCookies());
  errors = async () => {
    await this.harvest();
    await this.client.executeScript(CATCH_ERRORS, []); // a document a click reached gets its listener too
    return [...this.seen];
  };
  close = async () => void (await this.client.deleteSession());
}

/** A child process that ends with this one and is killed when the engine closes. */
function child(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const process_ = spawn(command, args, { stdio: 'ignore', env });
  endWithParent(process_.pid!);
  return process_;
}

const required = (name: string) => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys through npm run test:e2e (scripts/lib/engines.mjs)`);
  return value;
};

async function puppeteerEngine(name: 'chromium' | 'firefox'): Promise<Engine> {
  const launch = () =>
    name === 'chromium'
      ? puppeteer.launch({ executablePath: required('E2E_BROWSER'), args: CHROMIUM_ARGS, headless: true })
      : puppeteer.launch({ browser: 'firefox', executablePath: required('FIREFOX_PATH'), headless: true });
  const browser = await launch();
  const version = await browser.version();
  return {
    name,
    version,
    // A browser context of its own per page: its own cookies and storage, as a fresh visitor has.
    async newPage({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return new PuppeteerPage(page, context);
    },
    close: () => browser.close(),
  };
}

async function webkitEngine(): Promise<Engine> {
  const display = `:${90 + Math.floor(Math.random() * 800)}`;
  const xvfb = child(required('XVFB_PATH'), [display, '-screen', '0', '1920x1080x24', '-nolisten', 'tcp']);
  const port = await freePort();
  const driver = child(required('WEBKIT_DRIVER_PATH'), [`--port=${port}`], { ...process.env, DISPLAY: display });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const capabilities = {
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary: required('MINIBROWSER_PATH'), args: ['--automation'] },
  };
  const open = () =>
    until(
      () => WebDriver.newSession({ hostname: '127.0.0.1', port, path: '/', logLevel: 'error', capabilities }),
      15_000,
      () => 'WebKitWebDriver did not start a session',
    );
  const first = await open();
  const version = `WebKitGTK ${String(first.capabilities.browserVersion)}`;
  await first.deleteSession();
  return {
    name: 'webkit',
    version,
    async newPage({ width, height }) {
      const client = await open();
      await client.setWindowRect(0, 0, width, height);
      return new WebDriverPage(client);
    },
    async close() {
      driver.kill();
      xvfb.kill();
    },
  };
}

export const launchEngine = (name: EngineName): Promise<Engine> =>
  name === 'webkit' ? webkitEngine() : puppeteerEngine(name);
