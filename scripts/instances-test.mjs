// Two production servers (`node server/index.mjs`, as `npm start` runs it) on one PostgreSQL and
// one Redis: a content change reaches both through one signed webhook sent to the first.
// `npm test` runs it after the build; alone: `node scripts/instances-test.mjs` (builds if needed).
// Without redis-server or PostgreSQL it says so and is skipped; in CI (`CI=true`) both are required.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureBuild } from './lib/build.mjs';
import { freePort } from './lib/free-port.mjs';
import { inlinedCssCopies } from './lib/inlined-css.mjs';
import { providePostgres } from './lib/postgres.mjs';
import { signedWebhook } from './lib/revalidate-webhook.mjs';
import { provideRedis } from './lib/redis.mjs';
import { runAsScript } from './lib/run.mjs';
import { serveProduction } from './lib/serve.mjs';

/** The spec's promise: fresh content on every instance within two seconds of the webhook. */
const FRESH_WITHIN_MS = 2000;
/** How long the second instance is watched, after its one-second page cache, for still serving the old content. */
const UNCHANGED_FOR_MS = 2500;
/** How long a page may take while Redis is down (the handler gives up on Redis and renders). */
const OUTAGE_PAGE_WITHIN_MS = 5000;

const CHECKS = [
  'both instances serve the product page with its current name',
  'without a webhook, the second instance keeps serving the cached content',
  'the webhook sent to the first instance answers 200',
  `the second instance serves the fresh content within ${FRESH_WITHIN_MS} ms`,
  'the first instance serves the fresh content too',
  'a page served from Redis carries its inlined CSS once',
  'with Redis down, both instances still serve the page',
  'with Redis down, the webhook still answers 200',
  'with Redis down, each instance logs the outage once, not per request',
];

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const timed = async (work) => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

async function pageText(base, pathname) {
  const response = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(OUTAGE_PAGE_WITHIN_MS) });
  return { status: response.status, html: await response.text() };
}

function sendWebhook(base, secret, tags) {
  return fetch(`${base}/api/revalidate`, {
    method: 'POST',
    ...signedWebhook({ tags }, secret),
    signal: AbortSignal.timeout(OUTAGE_PAGE_WITHIN_MS),
  });
}

/** Polls until `matches(html)` or `withinMs` passes; resolves the elapsed ms, or null. */
async function pollUntil(base, pathname, matches, withinMs) {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    const { html } = await pageText(base, pathname);
    if (matches(html)) return Date.now() - started;
    await delay(50);
  }
  return null;
}

/** The lines of a server log that report the shared cache being unreachable. */
const outageLines = (logFile) =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /redis/i.test(line));

/** Two production servers on the one PostgreSQL and Redis, started one after the other: the first migrates and seeds. */
async function startInstances({ env, work, logs }) {
  const first = await serveProduction({
    port: await freePort(),
    dataDir: path.join(work, 'first'),
    env,
    logFile: logs[0],
  });
  const second = await serveProduction({
    port: await freePort(),
    dataDir: path.join(work, 'second'),
    env,
    logFile: logs[1],
  }).catch((error) => {
    first.stop();
    throw error;
  });
  console.log(`▸ instances at ${first.base} and ${second.base}`);
  return { first, second };
}

async function scenario({ postgres, redis, work, check }) {
  const secret = randomBytes(24).toString('base64url');
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    REVALIDATE_SECRET: secret,
  };
  const logs = [path.join(work, 'first.log'), path.join(work, 'second.log')];
  const { first, second } = await startInstances({ env, work, logs });
  try {
    const { data } = await (await fetch(`${first.base}/api/web/products`)).json();
    const page = `/product/${data[0].id}`;
    await checkRenamedProduct({ first, second, postgres, secret, product: data[0], check });
    await checkRedisOutage({ first, second, redis, secret, page, logs, check });
  } finally {
    first.stop();
    second.stop();
  }
}

/** A product renamed in the database: cached until the webhook, then fresh on both instances, and served from Redis lightened. */
async function checkRenamedProduct({ first, second, postgres, secret, product, check }) {
  const page = `/product/${product.id}`;
  const oldName = escapeHtml(product.name);
  const newName = `${product.name}（改版 ${Date.now() % 100000}）`;
  const shows = (name) => (html) => html.includes(`>${escapeHtml(name)}</h1>`);

  const before = await Promise.all([pageText(first.base, page), pageText(second.base, page)]);
  check(
    before.every(({ status, html }) => status === 200 && html.includes(oldName)),
    `${page}: ${product.name}`,
  );

  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query('update products set name = $1 where id = $2', [newName, product.id]);
  await db.end();

  // Past the one-second page cache: what the second instance serves now comes from Next.js's cache.
  await delay(1200);
  const sawFresh = await pollUntil(second.base, page, shows(newName), UNCHANGED_FOR_MS);
  check(
    sawFresh === null,
    sawFresh === null ? `${UNCHANGED_FOR_MS} ms` : `fresh after ${sawFresh} ms without any webhook`,
  );

  const webhook = await sendWebhook(first.base, secret, [`product-${product.id}`]);
  check(webhook.status === 200, `${webhook.status}`);
  const freshAfter = await pollUntil(second.base, page, shows(newName), FRESH_WITHIN_MS);
  check(freshAfter !== null, freshAfter === null ? 'still the old content' : `${freshAfter} ms`);
  const firstFresh = await pollUntil(first.base, page, shows(newName), FRESH_WITHIN_MS);
  check(firstFresh !== null);
  // The first request renders (sent as rendered); later ones are read from Redis, stored lightened.
  const lightened = await pollUntil(second.base, '/home', (html) => inlinedCssCopies(html) === 1, 4 * FRESH_WITHIN_MS);
  check(lightened !== null, lightened === null ? 'the payload still carries it' : `${lightened} ms`);
}

/** Redis stopped: both instances still serve pages and take the webhook, and each logs the outage once. */
async function checkRedisOutage({ first, second, redis, secret, page, logs, check }) {
  await redis.stop();
  const outage = await Promise.all(
    [first, second].flatMap(({ base }) =>
      [page, '/home'].map((pathname) =>
        timed(() => pageText(base, pathname).catch((error) => ({ status: error.name, html: '' }))),
      ),
    ),
  );
  check(
    outage.every(({ value, ms }) => value.status === 200 && ms <= OUTAGE_PAGE_WITHIN_MS),
    outage.map(({ value, ms }) => `${value.status} in ${ms} ms`).join(', '),
  );
  const outageWebhook = await sendWebhook(first.base, secret, ['products']).catch((error) => ({
    status: error.name,
  }));
  check(outageWebhook.status === 200, `${outageWebhook.status}`);
  // A few more requests while Redis stays down must not add a log line each.
  for (let round = 0; round < 5; round++)
    await Promise.all([first, second].map(({ base }) => pageText(base, page).catch(() => undefined)));
  const lines = logs.map(outageLines);
  const once = lines.every((found) => found.length === 1);
  check(once, `log lines about Redis: ${lines.map((found) => found.length).join(' / ')}`);
  if (!once) console.log(lines.flat().slice(0, 12).join('\n'));
}

/** Runs the test; resolves `{ passed, failed, skipped }`. */
export async function runInstancesTest({ required = !!process.env.CI } = {}) {
  const redis = await provideRedis({ required });
  const postgres = redis && (await providePostgres({ required }));
  if (!redis || !postgres) {
    await redis?.stop();
    console.log(
      `▸ skipped: ${redis ? 'no PostgreSQL (set DATABASE_URL or install postgresql)' : 'no redis-server (install redis-server)'}`,
    );
    return { passed: 0, failed: 0, skipped: CHECKS.length };
  }
  console.log(`▸ Redis ${redis.url}, PostgreSQL ${postgres.version} (${postgres.source})`);
  const work = mkdtempSync(path.join(tmpdir(), 'tocin-instances-'));
  const results = [];
  const check = (passed, detail) => {
    results.push(passed);
    console.log(`${passed ? '✓' : '✗'} ${CHECKS[results.length - 1]}${detail ? ` (${detail})` : ''}`);
  };
  try {
    await scenario({ postgres, redis, work, check });
  } catch (error) {
    console.error(`✗ ${error.message}`);
  } finally {
    await redis.stop();
    await postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
  // Checks a thrown error kept from running count as failed.
  const passed = results.filter(Boolean).length;
  return { passed, failed: CHECKS.length - passed, skipped: 0 };
}

await runAsScript(import.meta.url, async () => {
  // Through process.exit, so the servers this run started are stopped by their exit hooks.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  await ensureBuild();
  const { passed, failed, skipped } = await runInstancesTest();
  console.log(`\ninstances: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed > 0 ? 1 : 0;
});
