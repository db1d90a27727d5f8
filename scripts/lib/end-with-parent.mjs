// `node end-with-parent.mjs <parent pid> <child pid>`: started beside every long-running child of a
// script (startChild in run.mjs), it ends the child when the script is gone, also when the script was
// killed with SIGKILL and had no chance to stop it: a test server, PostgreSQL or Redis never outlives
// the `npm test` that started it. It ends by itself when the child ends first.
const [parent, child] = process.argv.slice(2).map(Number);
const CHECK_EVERY_MS = 500;
const GRACE_MS = 5_000;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // alive, owned by another user (PostgreSQL run as postgres)
  }
};

const timer = setInterval(() => {
  if (!alive(child)) process.exit(0);
  if (alive(parent)) return;
  clearInterval(timer);
  try {
    process.kill(child, 'SIGTERM');
  } catch {
    process.exit(0);
  }
  // Not unref'd: this timer alone keeps the watcher alive for the SIGKILL of a child that ignores SIGTERM.
  setTimeout(() => {
    if (alive(child)) process.kill(child, 'SIGKILL');
    process.exit(0);
  }, GRACE_MS);
  const ended = setInterval(() => !alive(child) && process.exit(0), 100);
  ended.unref();
}, CHECK_EVERY_MS);
