import { Agent, request } from 'node:http';

/** What a request got: its status and Connection header, or the error that ended it. */
export type Exchange = { status?: number; connection?: string; error?: string };

export type Sent = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };

/** One request on `agent`, its body written in full; its answer read to the end, or its error, or `timeout`. */
function exchange(port: number, agent: Agent, { method, path, headers = {}, body }: Sent, timeoutMs: number) {
  return new Promise<Exchange>((resolve) => {
    let settled = false;
    const done = (outcome: Exchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    });
    const timer = setTimeout(() => {
      done({ error: 'timeout' });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/**
 * `first`, then `second` on the same keep-alive connection, as a proxy with a pool of one connection to the
 * server sends them: unless the first answer closed the connection (`Connection: close`), the second goes on
 * it, behind whatever the first left unread. Each has `timeoutMs` (far above an answer on an idle connection,
 * far below the server's 66 s header timeout, which an unread body would make it wait).
 */
export async function twoOnOneConnection(port: number, first: Sent, second: Sent, timeoutMs = 10_000) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return [await exchange(port, agent, first, timeoutMs), await exchange(port, agent, second, timeoutMs)];
  } finally {
    agent.destroy();
  }
}
