// `npm run bench -- --inp`: how long a member's taps take to paint on a slow phone (INP: the longest
// event of the interaction, from the input to the next paint), in Playwright's Chromium at 390 × 844
// with touch and the CPU slowed 4× (Emulation.setCPUThrottlingRate, as tests/e2e/slow-cpu.ts), on the
// production build and server with a demo database of its own. Each tap runs INP_RUNS (5) times in a
// fresh browser context (the checkout draft in local storage starts empty) and the median is printed.
// The event entries come from PerformanceObserver('event', durationThreshold 16), grouped by
// interactionId as web-vitals' onINP groups them. INP_ONLY=<words of a tap's label> runs one tap;
// INP_DEBUG=1 prints each run's event entries and the long animation frames (their scripts) around them.
// Not a test: a measurement.
import { chromium } from '@playwright/test';
import { ensureBuild } from '../../scripts/lib/build.mjs';
import { findBrowser } from '../../scripts/lib/browser.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { serveProduction } from '../../scripts/lib/serve.mjs';
import { median } from './stats.mjs';

const GOAL_MS = 100;
const CPU_RATE = Number(process.env.INP_CPU_RATE ?? 4);
const RUNS = Number(process.env.INP_RUNS ?? 5);
const PHONE = { width: 390, height: 844 };
// A demo member of the bench's own database (DATA_DIR .data/bench-inp): nobody else's cart.
const MEMBER = { username: 'A123456789', password: 'demo2026' };

// Recorded in the page from its first script on: every event entry of an interaction (pointer, key, click).
const OBSERVE = () => {
  window.__inp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__inp.push({
        id: entry.interactionId,
        start: entry.startTime,
        name: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // INP_DEBUG: the long animation frames (their scripts) behind a slow tap.
  window.__loaf = [];
  new PerformanceObserver((list) =>
    window.__loaf.push(
      ...list.getEntries().map((frame) => ({
        start: frame.startTime,
        end: frame.startTime + frame.duration,
        renderStart: frame.renderStart,
        styleAndLayoutStart: frame.styleAndLayoutStart,
        scripts: frame.scripts.map(
          (script) =>
            `${script.invoker} ${script.sourceURL.split('/').pop()}:${script.sourceFunctionName} ${Math.round(script.duration)} ms`,
        ),
      })),
    ),
  ).observe({ type: 'long-animation-frame', buffered: true });
};

/** Waits until the page's scripts have run and its main thread is quiet (a phone that has settled). */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
  await page.waitForTimeout(300);
}

/**
 * Taps `target` and waits for `done`; answers the interaction's INP (its longest event) and that
 * event's parts. An interaction under the observer's 16 ms threshold reports no entry: 16 is its bound.
 */
async function measureTap(page, target, done) {
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  await page.evaluate(() => (window.__inp = []));
  await target.tap();
  await done();
  // The entries of the tap's paint arrive after it; two frames and a moment later they are in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
  );
  const entries = await page.evaluate(() => window.__inp);
  if (entries.length === 0) return { inp: 16, under: true };
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  if (process.env.INP_DEBUG) {
    const frames = await page.evaluate(() => window.__loaf);
    const during = frames.filter(
      (frame) => frame.end > longest.start - 50 && frame.start < longest.start + longest.duration,
    );
    console.log(
      `    ${longest.name} ${Math.round(longest.duration)} ms at ${Math.round(longest.start)}:`,
      JSON.stringify(entries.map((e) => `${e.name} ${e.duration}`)),
    );
    for (const frame of during)
      console.log(
        `      frame ${Math.round(frame.start)}–${Math.round(frame.end)} render ${Math.round(frame.renderStart)} style ${Math.round(frame.styleAndLayoutStart)}: ${frame.scripts.join(' | ')}`,
      );
  }
  return {
    inp: longest.duration,
    event: longest.name,
    inputDelay: longest.inputDelay,
    processing: longest.processing,
    presentation: longest.presentation,
    interactions: new Set(entries.map((e) => e.id)).size,
  };
}

async function bff(context, base, method, path, data) {
  const response = await context.request.fetch(`${base}/api/bff/${path}`, { method, data, headers: { Origin: base } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function productIdOf(base, number) {
  const response = await fetch(`${base}/api/web/products/number-search/${number}`);
  if (!response.ok) throw new Error(`product ${number}: ${response.status}`);
  return (await response.json()).data.id;
}

/** The member's cart holds `lines` ([product id, quantity]) and nothing else. */
async function fillCart(context, base, lines) {
  await bff(context, base, 'DELETE', 'user/shopping-carts');
  for (const [product_id, product_quantity] of lines)
    await bff(context, base, 'POST', 'user/shopping-carts', { product_id, product_quantity });
}

const expectVisible = (locator) => () => locator.waitFor({ state: 'visible', timeout: 30_000 });

/** The taps of issue 37 part 4, each a function of a fresh signed-in page answering its measurement. */
function taps(base, products) {
  const ordinaryCart = [
    [products.a, 2],
    [products.b, 1],
  ];
  return [
    {
      label: 'add to the cart (product page, 加入購物車)',
      async run(page) {
        await fillCart(page.context(), base, []);
        await page.goto(`${base}/product/${products.a}`);
        const add = page.getByRole('button', { name: '加入購物車' });
        await add.waitFor({ timeout: 30_000 });
        return measureTap(page, add, expectVisible(page.getByText('成功加入購物車').first()));
      },
    },
    {
      label: 'checkout step 1 → 2 (下一步)',
      async run(page) {
        await fillCart(page.context(), base, ordinaryCart);
        await page.goto(`${base}/member/shopcart/step/1`);
        const next = page.getByRole('button', { name: '下一步' });
        await next.waitFor({ timeout: 30_000 });
        return measureTap(page, next, async () => {
          await page.waitForURL(/\/step\/2$/, { timeout: 30_000 });
          await page.getByRole('form', { name: '填寫資料' }).waitFor({ timeout: 30_000 });
        });
      },
    },
    {
      label: 'step 3: choosing a payment (ATM 轉帳)',
      async run(page) {
        await fillCart(page.context(), base, ordinaryCart);
        await page.goto(`${base}/member/shopcart/step/1`);
        await page.getByRole('button', { name: '下一步' }).click();
        await page.getByRole('form', { name: '填寫資料' }).waitFor({ timeout: 30_000 });
        await page.getByRole('radio', { name: '營業所自取' }).first().click();
        await page.getByLabel('取貨營業所').selectOption({ label: '臺北營業所' });
        await page.getByRole('radio', { name: '會員載具' }).click();
        await page.getByRole('button', { name: '下一步' }).click();
        await page.waitForURL(/\/step\/3$/, { timeout: 30_000 });
        const atm = page.getByRole('radio', { name: /^ATM 轉帳/ });
        await atm.waitFor({ timeout: 30_000 });
        return measureTap(page, atm, expectVisible(page.getByLabel('匯款日期')));
      },
    },
    {
      label: 'removing a cart line (step 1, 移除)',
      async run(page) {
        await fillCart(page.context(), base, ordinaryCart);
        await page.goto(`${base}/member/shopcart/step/1`);
        const remove = page.getByRole('region', { name: '購物清單' }).getByRole('button', { name: /^移除/ });
        await remove.nth(1).waitFor({ timeout: 30_000 });
        // Done when the second line's button is gone (one line left).
        return measureTap(page, remove.last(), () => remove.nth(1).waitFor({ state: 'detached', timeout: 30_000 }));
      },
    },
    {
      label: 'opening the phone menu (/home, 開啟選單)',
      async run(page) {
        await page.goto(`${base}/home`);
        const toggle = page.getByRole('button', { name: '開啟選單', expanded: false });
        await toggle.waitFor({ timeout: 30_000 });
        return measureTap(page, toggle, expectVisible(page.getByTestId('mobile-menu')));
      },
    },
  ];
}

const ms = (value) => `${Math.round(value)}`;

/** Runs the taps and prints their table; answers the rows. */
export async function inpBench() {
  await ensureBuild();
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = await serveProduction({ port, dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench-inp' });
  const base = server.base;
  const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
  try {
    const products = { a: await productIdOf(base, '04001'), b: await productIdOf(base, '03001') };
    // Signed in once; every run starts a context from the cookie alone.
    const signIn = await browser.newContext();
    const login = await signIn.request.post(`${base}/api/session/login`, { data: MEMBER, headers: { Origin: base } });
    if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
    const { cookies } = await signIn.storageState();
    await signIn.close();
    // Warm the pages (server caches, compiled routes) before any run is measured.
    for (const path of ['/home', `/product/${products.a}`, '/member/shopcart/step/1'])
      await fetch(base + path).then((r) => r.arrayBuffer());

    const rows = [];
    const only = process.env.INP_ONLY;
    for (const tap of taps(base, products).filter((t) => !only || t.label.includes(only))) {
      const results = [];
      // One unmeasured run first: the browser's caches warm, as on a phone that has opened the shop before.
      for (let i = 0; i <= RUNS; i++) {
        const context = await browser.newContext({
          viewport: PHONE,
          hasTouch: true,
          isMobile: true,
          locale: 'zh-TW',
          timezoneId: 'Asia/Taipei',
        });
        await context.addCookies(cookies);
        await context.addInitScript(OBSERVE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
        try {
          const result = await tap.run(page);
          if (i > 0) results.push(result);
        } finally {
          await context.close();
        }
      }
      const inps = results.map((r) => r.inp);
      const middle = [...results].sort((a, b) => a.inp - b.inp)[Math.floor(results.length / 2)];
      rows.push({ label: tap.label, runs: inps, median: median(inps), middle });
      console.log(`  ${tap.label}: ${inps.map(ms).join(', ')} ms`);
    }
    console.log(
      `\nINP of a member's taps at ${PHONE.width} × ${PHONE.height}, touch, CPU ${CPU_RATE}× slower, median of ${RUNS} runs (goal: within ${GOAL_MS} ms)\n`,
    );
    console.log(
      '| tap | INP median | runs (ms) | longest event of the median run: input delay / processing / presentation | within 100 ms |',
    );
    console.log('|---|---:|---|---|---|');
    for (const row of rows) {
      const m = row.middle;
      const parts = m.under
        ? 'no event over 16 ms'
        : `${m.event}: ${ms(m.inputDelay)} / ${ms(m.processing)} / ${ms(m.presentation)} ms`;
      console.log(
        `| ${row.label} | ${ms(row.median)} ms | ${row.runs.map(ms).join(', ')} | ${parts} | ${row.median <= GOAL_MS ? 'yes' : 'NO'} |`,
      );
    }
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}
