// A throw-away Redis server for the multi-instance test: Debian's `redis-server` (installed with
// apt-get when running as root), on a free port, in a temporary folder, without persistence,
// stopped and removed afterwards.
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.mjs';
import { freePort } from './free-port.mjs';
import { startChild } from './run.mjs';

const SEARCHED = ['/usr/bin', '/usr/local/bin', '/usr/sbin'];

const findServer = () =>
  [...(process.env.PATH ?? '').split(':'), ...SEARCHED]
    .map((dir) => path.join(dir, 'redis-server'))
    .find((file) => existsSync(file)) ?? null;

/** Whether a Redis server answers PING on `port` (plain RESP over TCP, no client library needed). */
function pings(port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Redis server of our own: `{ url, port, stop() }`, or null when `redis-server` is missing and
 * cannot be installed (not root). `required` (CI) turns that into an error.
 */
export async function provideRedis({ required = false } = {}) {
  let binary = findServer();
  if (!binary && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    aptInstall('redis-server');
    binary = findServer();
  }
  if (!binary) {
    if (required)
      throw new Error('Redis is required (CI=true) but redis-server is not installed and cannot be (not root)');
    return null;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'tocin-redis-'));
  const logFile = path.join(dir, 'redis.log');
  const port = await freePort();
  // No RDB snapshots, no append-only file: nothing of the test outlives it. Keyspace events `Exe`:
  // the cache handler keeps its tag maps in step through them and refuses a server without.
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--notify-keyspace-events',
    'Exe',
  ];
  const { child: server, ended } = startChild('redis-server', binary, args, {
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  let exited;
  ended.then((reason) => (exited = reason));
  const stop = async () => {
    if (!exited) {
      server.kill('SIGTERM');
      await Promise.race([ended, delay(5000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', () => exited || server.kill('SIGKILL'));

  // However long a busy machine takes, until it answers or is gone.
  while (!(await pings(port))) {
    if (exited) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      await stop();
      throw new Error(`redis-server did not start: ${exited}\n${log}`.trimEnd());
    }
    await delay(100);
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
