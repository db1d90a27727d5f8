// @ts-check
import { statSync } from 'node:fs';

/** How often the database is asked and its folder looked at. */
const WATCH_INTERVAL_MS = 5_000;

/**
 * How long the database may go without answering before the process gives up (DATABASE_ANSWER_LIMIT_MS).
 * @param {string} [value]
 * @returns {number}
 */
export const answerLimitMs = (value = process.env.DATABASE_ANSWER_LIMIT_MS) => {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : 30_000;
};

/**
 * Which file `file` is (device and inode), or undefined when there is none.
 * @param {string} file
 * @returns {string | undefined}
 */
const identity = (file) => {
  try {
    const { dev, ino } = statSync(file);
    return `${dev}:${ino}`;
  } catch {
    return undefined;
  }
};

/**
 * Watches the embedded API's database and calls `onFailure(reason)` once when the process cannot work:
 * - one of `files` (PGlite's folder and a file in it) was removed or replaced: PGlite goes on answering
 *   from memory, so the shop would keep taking orders that no restart can bring back;
 * - `probe()` (a query) has not answered for `limitMs`: every request would wait on it.
 * The process then stops (server/index.mjs) and its supervisor starts a fresh one. Returns `stop()`.
 * @param {{
 *   files?: string[];
 *   probe: () => Promise<unknown>;
 *   onFailure: (reason: string) => void;
 *   limitMs?: number;
 *   intervalMs?: number;
 *   now?: () => number;
 * }} options
 * @returns {() => void}
 */
export function watchDatabase({
  files = [],
  probe,
  onFailure,
  limitMs = answerLimitMs(),
  intervalMs = WATCH_INTERVAL_MS,
  now = Date.now,
}) {
  const watched = files
    .map((file) => ({ file, identity: identity(file) }))
    .filter((entry) => entry.identity !== undefined);
  let lastAnswer = now();
  let asking = false;
  let failed = false;
  /** @param {string} reason */
  const fail = (reason) => {
    if (failed) return;
    failed = true;
    clearInterval(timer);
    onFailure(reason);
  };
  const timer = setInterval(() => {
    const gone = watched.find((entry) => identity(entry.file) !== entry.identity);
    if (gone) return fail(`the database's ${gone.file} was removed or replaced`);
    if (now() - lastAnswer > limitMs)
      return fail(`the database has not answered for ${Math.round((now() - lastAnswer) / 1000)} s`);
    if (asking) return undefined;
    asking = true;
    probe().then(
      () => {
        asking = false;
        lastAnswer = now();
      },
      () => {
        asking = false; // a refused query is an answer that is not one: lastAnswer stays
      },
    );
    return undefined;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
