import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';

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

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
