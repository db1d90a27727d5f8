import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { signedWebhook } from '../../scripts/lib/revalidate-webhook.mjs';
import { endWithParent } from './end-with-parent';

/**
 * A production server of the test's own (shutdown.spec.ts, crash.spec.ts): requests on their own
 * connection each, so a refused connection, a cut-off answer and a status are told apart.
 */
export type Outcome = { status?: number; error?: string; json?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

type SendOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

export function send(
  port: number,
  method: string,
  path: string,
  { token, body, headers = {} }: SendOptions = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: {
          'X-Client-Version': '0.0.1',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json });
        });
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Resolves once GET /api/health answers 200 (the database answered a query). */
export async function waitUntilHealthy(port: number, attempts = 240) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { status } = await send(port, 'GET', '/api/health');
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

/**
 * An empty data folder for a server of the test's own, holding only the demo images the e2e server has
 * drawn (its DATA_DIR/storage, complete once its database has opened). The first start still creates,
 * migrates and seeds the database; it keeps the images it finds instead of drawing them all again,
 * seconds of both cores.
 */
export async function freshDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  await waitUntilHealthy(Number(process.env.E2E_PORT ?? 3100));
  cpSync(path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'storage'), path.join(dataDir, 'storage'), {
    recursive: true,
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

/** Links every entry of `from` into `to`, except those in `own`, which `to` gets as empty folders of its own. */
function linkAllBut(from: string, to: string, own: string[]) {
  for (const name of own) mkdirSync(path.join(to, name), { recursive: true });
  for (const name of readdirSync(from))
    if (!own.includes(name)) symlinkSync(path.resolve(from, name), path.join(to, name));
}

/**
 * A folder to start a second production server in (its working directory): the project and its
 * build linked entry by entry, except the folders Next.js writes at run time, which it gets empty:
 * the route cache (`.next/server/route-cache`, where an earlier Next.js kept the pages it rendered)
 * and `.next/cache` (the optimised images). A server of the test's own then serves nothing another
 * server rendered (one with the web API down must render every page itself), and what it writes to
 * disk can be measured.
 */
export function folderWithOwnCaches(folder: string): string {
  linkAllBut('.', folder, ['.next']);
  linkAllBut('.next', path.join(folder, '.next'), ['server', 'cache']);
  linkAllBut('.next/server', path.join(folder, '.next', 'server'), ['route-cache']);
  return folder;
}

export type ShopOnApi = {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * A production server of the test's own, on a free port and in `root` (a folder of the test's own, removed by
 * `stop`): started in a folder with its own route cache, so that it renders every page itself
 * (folderWithOwnCaches), with `env` added to its settings and its data in `root`/data. Ready once GET
 * /api/health answers `healthStatus`. `output` is everything it printed.
 */
export async function startShop(
  root: string,
  { env = {}, healthStatus = 200 }: { env?: Record<string, string>; healthStatus?: number } = {},
): Promise<ShopOnApi> {
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const setting = env.API_BASE_URL ? `on ${env.API_BASE_URL}` : 'on the embedded API';
  const server = spawn('node', ['server/index.mjs'], {
    cwd: folderWithOwnCaches(path.join(root, 'site')),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'shop-on-api-test-session-secret-0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  endWithParent(server.pid!); // never outlives the test run, even one killed
  // Read, so that the server never waits on a full pipe.
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL'); // nothing of its own to keep: its data goes with `root`
      await exited(server);
    }
    rmSync(root, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    // A server that could not start (the port taken meanwhile) must not leave the tests to whoever answers there.
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server ${setting} exited with ${server.exitCode}:\n${output.slice(-4000)}`);
    }
    if ((await send(port, 'GET', '/api/health')).status === healthStatus)
      return { origin: `http://localhost:${port}`, dataDir, process: server, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server ${setting} did not start:\n${output.slice(-4000)}`);
}

/** startShop on the company-API setting (API_BASE_URL): healthy when that API answers (200), or 503 when it is down. */
export const startShopOnApi = (
  apiBaseUrl: string,
  root: string,
  healthStatus: number,
  env: Record<string, string> = {},
): Promise<ShopOnApi> => startShop(root, { healthStatus, env: { API_BASE_URL: apiBaseUrl, ...env } });

type WebhookTarget = Partial<Pick<ShopOnApi, 'origin' | 'dataDir'>>;

/**
 * The content webhook, signed with the server's secret (REVALIDATE_SECRET, or the demo secret in its data
 * folder: the suite's server unless `origin` and `dataDir` name one of the test's own).
 */
export async function callRevalidateWebhook(
  request: APIRequestContext,
  payload: object,
  { origin = '', dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e' }: WebhookTarget = {},
) {
  // A call with a signature of the right shape but wrong makes the server create its demo secret if it has none
  // yet (one without a signature is refused before the secret is read).
  await request.post(`${origin}/api/revalidate`, {
    data: '{}',
    headers: { 'x-revalidate-signature': `sha256=${'0'.repeat(64)}` },
  });
  const secret = process.env.REVALIDATE_SECRET || readFileSync(path.join(dataDir, 'revalidate-secret'), 'utf8').trim();
  const { body, headers } = signedWebhook(payload, secret);
  return request.post(`${origin}/api/revalidate`, { data: body, headers });
}

/** Every page's data expires through the content webhook, so each page is rendered again. */
export async function expireEverything(request: APIRequestContext, server: WebhookTarget = {}) {
  expect((await callRevalidateWebhook(request, { all: true }, server)).status()).toBe(200);
}
