// @ts-check
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WATCHER = fileURLToPath(new URL('../scripts/lib/end-with-parent.mjs', import.meta.url));

/**
 * A runner that starts this server for a while (Playwright's webServer in `npm test`) names itself in
 * END_WITH_PID: the server then ends with it (SIGTERM, so it closes its database), also when the runner is
 * killed with SIGKILL and cannot stop it. The watcher is scripts/lib/end-with-parent.mjs, as for every
 * child the test scripts start.
 * @param {string | number} [runnerPid]
 * @returns {void}
 */
export function endWithRunner(runnerPid = process.env.END_WITH_PID) {
  if (!runnerPid) return;
  spawn(process.execPath, [WATCHER, String(runnerPid), String(process.pid)], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}
