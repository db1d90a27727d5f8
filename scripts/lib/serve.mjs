import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { baseEnv } from './run.mjs';

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The production server (server/index.mjs) of the current build on `port`, with its own demo
 * database in `dataDir`, for the measuring scripts. `env` is added to its environment; `logFile`,
 * when given, receives its output. Resolves once /home answers; the server is stopped on `stop()`
 * or at exit.
 */
export async function serveProduction({ port, dataDir, env = {}, logFile }) {
  const base = `http://localhost:${port}`;
  // Something already answering there would be measured instead of this build.
  const busy = await fetch(base).then(() => true, () => false);
  if (busy) throw new Error(`port ${port} is already in use: stop what serves ${base} first`);
  // SERVER_LOG=<file> keeps the server's output (e.g. to see why it stopped answering mid-bench).
  const logTo = logFile ?? process.env.SERVER_LOG;
  const output = logTo ? openSync(logTo, 'a') : 'ignore';
  const server = spawn('node', ['server/index.mjs'], {
    env: { ...process.env, ...baseEnv, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', output, output],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  await waitFor(`${base}/home`);
  return { base, stop };
}
