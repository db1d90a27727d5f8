import { openSync } from 'node:fs';
import { baseEnv, startChild } from './run.mjs';

/** Resolves once `url` answers 2xx, however long a busy machine takes; throws when the server is gone first. */
async function waitFor(url, ended) {
  let exited;
  ended.then((reason) => (exited = reason));
  while (!exited) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} never answered: ${exited}`);
}

/** What stops each server still running, at this process's exit: one listener, however many servers (bench:telemetry runs a dozen). */
const running = new Set();
process.on('exit', () => running.forEach((stop) => stop()));

/**
 * Starts `command` on `port` in a process group of its own, for the measuring scripts, and resolves
 * `{ base, stop }` once `readyPath` answers; the group is stopped on `stop()` or at exit. Refuses a
 * port something already answers on: that would be measured instead. `pid` is the command's process;
 * `ended` resolves once it has exited.
 * @param {{
 *   port: number,
 *   command: string,
 *   args: string[],
 *   env?: Record<string, string | undefined>,
 *   readyPath: string,
 *   output?: import('node:child_process').IOType | number,
 * }} options
 * @returns {Promise<{ base: string, stop: () => void, pid: number | undefined, ended: Promise<string> }>}
 */
export async function serveOn({ port, command, args, env, readyPath, output = 'ignore' }) {
  const base = `http://localhost:${port}`;
  const busy = await fetch(base).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop what serves ${base} first`);
  const { child: server, ended } = startChild(command, command, args, {
    env: { ...process.env, ...baseEnv, ...env },
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
  running.add(stop);
  ended.then(() => running.delete(stop));
  await waitFor(base + readyPath, ended);
  return { base, stop, pid: server.pid, ended };
}

/**
 * The production server (server/index.mjs) of the current build on `port`, with its own demo
 * database in `dataDir`, for the measuring scripts. `env` is added to its environment; `logFile`,
 * when given, receives its output. Resolves once /home answers.
 */
export async function serveProduction({ port, dataDir, env = {}, logFile }) {
  // SERVER_LOG=<file> keeps the server's output (e.g. to see why it stopped answering mid-bench).
  const logTo = logFile ?? process.env.SERVER_LOG;
  const output = logTo ? openSync(logTo, 'a') : 'ignore';
  return serveOn({
    port,
    command: 'node',
    args: ['server/index.mjs'],
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    readyPath: '/home',
    output,
  });
}
