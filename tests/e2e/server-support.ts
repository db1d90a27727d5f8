import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';

/**
 * A production server of the test's own (shutdown.spec.ts, crash.spec.ts): requests on their own
 * connection each, so a refused connection, a cut-off answer and a status are told apart.
 */
export type Outcome = { status?: number; error?: string; json?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

type SendOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

export function send(port: number, method: string, path: string, { token, body, headers = {} }: SendOptions = {}): Promise<Outcome> {
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
  cpSync(path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'storage'), path.join(dataDir, 'storage'), { recursive: true });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** Links every entry of `from` into `to`, except those in `own`, which `to` gets as empty folders of its own. */
function linkAllBut(from: string, to: string, own: string[]) {
  for (const name of own) mkdirSync(path.join(to, name), { recursive: true });
  for (const name of readdirSync(from)) if (!own.includes(name)) symlinkSync(path.resolve(from, name), path.join(to, name));
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
