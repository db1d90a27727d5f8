// @ts-check
const GONE = new Set(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED']);

/**
 * Whoever reads this process's output (the test runner or supervisor that started it, a log collector)
 * can go away; the next write then fails with EPIPE, later, as an 'error' of process.stdout. Unhandled,
 * that error reaches Next.js's uncaught-exception handler, which logs it to the same closed stream, and
 * so on: a loop seen keeping a core busy for 50 minutes and starving SIGTERM. The process calls `stop`
 * instead (once): nobody can see what it does any more. Other write errors are left as they were.
 * @param {(reason: string) => void} stop
 * @returns {void}
 */
export function stopWhenOutputIsGone(stop) {
  let stopped = false;
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (!GONE.has(error?.code ?? '')) throw error;
      if (stopped) return;
      stopped = true;
      stop(`its output is gone (${error.code})`);
    });
}
