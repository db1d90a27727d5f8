// @ts-check
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { passLineOn } from '../../lib/node/log.mjs';

/**
 * One line saying why `command` could not start (ENOENT: not installed, EACCES: not executable by us).
 * @typedef {import('node:child_process').SpawnOptions} SpawnOptions
 * @typedef {Omit<SpawnOptions, 'env'> & { env?: Record<string, string | undefined> }} RunOptions added to process.env
 * @param {string} label
 * @param {string} command
 * @param {NodeJS.ErrnoException} error
 */
const couldNotStart = (label, command, error) =>
  `${label} could not start (${command}: ${error.code ?? error.message})`;

/**
 * Runs a command with inherited output; resolves with its exit code (127, after saying why, when it cannot start).
 * `lines`: where this process's output is not a terminal, the command's is passed on through it a line at a
 * time (`npm start`'s, which writes each as JSON: lib/node/log.mjs textAsJsonLines, passLineOn).
 * `passOn`: signals this process hands the command instead of ending by them, so that it ends when the command has.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions & { lines?: boolean, passOn?: NodeJS.Signals[] }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { lines = false, passOn = [], ...options } = {}) {
  const piped = lines && !(process.stdout.isTTY && process.stderr.isTTY);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: piped ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    /** @param {NodeJS.Signals} signal */
    const hand = (signal) => child.kill(signal);
    for (const signal of passOn) process.on(signal, hand);
    child.once('exit', () => passOn.forEach((signal) => process.off(signal, hand)));
    if (piped)
      for (const [from, to] of /** @type {const} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]))
        if (from) createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => passLineOn(to, line));
    // Piped, once its output is read to the end.
    child.on(piped ? 'close' : 'exit', (/** @type {number | null} */ code, /** @type {string | null} */ signal) =>
      resolve(code ?? (signal ? 1 : 0)),
    );
    child.on('error', (error) => {
      console.error(`✗ ${couldNotStart(command, command, error)}`);
      resolve(127);
    });
  });
}

const WATCHER = fileURLToPath(new URL('./end-with-parent.mjs', import.meta.url));

/**
 * A watcher of its own that ends the child once this process is gone (end-with-parent.mjs).
 * @param {number} childPid
 */
const endWithParent = (childPid) =>
  spawn(process.execPath, [WATCHER, String(process.pid), String(childPid)], {
    detached: true,
    stdio: 'ignore',
  }).unref();

/**
 * Starts a long-running child (a server), which never outlives this process. `ended` resolves with one line saying why it is gone: it
 * could not start, or it exited (with its code or signal); a waiter races its readiness against it.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptions} [options]
 * @returns {{ child: import('node:child_process').ChildProcess, ended: Promise<string> }}
 */
export function startChild(label, command, args, options = {}) {
  const child = spawn(command, args, options);
  if (child.pid) endWithParent(child.pid);
  const ended = new Promise((resolve) => {
    child.once('error', (error) => resolve(couldNotStart(label, command, error)));
    child.once('exit', (code, signal) => resolve(`${label} exited (${signal ?? `exit code ${code}`})`));
  });
  return { child, ended };
}

/**
 * Runs commands one after another, as `run` does, with their output held back: resolves with the first
 * failing exit code (or 0) and everything they printed, so that two such chains can run side by side
 * and still print one after the other.
 * @param {[command: string, args: string[], options?: RunOptions][]} commands
 * @returns {Promise<{ code: number, output: string }>}
 */
export async function runHeld(commands) {
  let output = '';
  for (const [command, args, options = {}] of commands) {
    /** @type {number} */
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, {
        ...options,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...options.env },
      });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      child.on('error', (error) => {
        output += `✗ ${couldNotStart(command, command, error)}\n`;
        resolve(127);
      });
    });
    if (code !== 0) return { code, output };
  }
  return { code: 0, output };
}

/**
 * Like run, but throws with a readable message when the command fails.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions & { lines?: boolean }} [options]
 */
export async function mustRun(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${label} failed (exit code ${code})`);
}

export const baseEnv = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * A script's entry point: when the module of `moduleUrl` is the script node was started with (a path
 * with spaces too), exits with the code `main` resolves to, or with 1 after one line saying why it failed.
 * @param {string} moduleUrl
 * @param {() => Promise<number>} main
 */
export async function runAsScript(moduleUrl, main) {
  if (moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const code = await main().catch((error) => {
    console.error(`✗ ${error.message}`);
    return 1;
  });
  process.exit(code);
}
