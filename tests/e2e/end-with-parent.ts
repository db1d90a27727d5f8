import { spawn } from 'node:child_process';
import path from 'node:path';

/** The watcher scripts/lib/run.mjs's startChild starts beside every child (Playwright cannot load run.mjs itself). */
const WATCHER = path.resolve(__dirname, '../../scripts/lib/end-with-parent.mjs');

/** Ends the server `childPid` once this test worker is gone, also when it is killed with SIGKILL. */
export function endWithParent(childPid: number) {
  spawn(process.execPath, [WATCHER, String(process.pid), String(childPid)], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}
