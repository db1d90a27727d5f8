// A throw-away Redis server for the multi-instance test: Debian's `redis-server` (installed with
// apt-get when running as root), on a free port, in a temporary folder, without persistence,
// stopped and removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SEARCHED = ['/usr/bin', '/usr/local/bin', '/usr/sbin'];

const findServer = () =>
  [...(process.env.PATH ?? '').split(':'), ...SEARCHED].map((dir) => path.join(dir, 'redis-server')).find((file) => existsSync(file)) ?? null;

function installWithApt() {
  console.log('▸ Redis is not installed: apt-get install -y redis-server');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'redis-server']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit code ${result.status})`);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis server answers PING on `port` (plain RESP over TCP, no client library needed). */
export function pings(port, timeoutMs = 500) {
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
  if (!binary && process.getuid?.() === 0) {
    installWithApt();
    binary = findServer();
  }
  if (!binary) {
    if (required) throw new Error('Redis is required (CI=true) but redis-server is not installed and cannot be (not root)');
    return null;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'tocin-redis-'));
  const logFile = path.join(dir, 'redis.log');
  const port = await freePort();
  // No RDB snapshots, no append-only file: nothing of the test outlives it.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--notify-keyspace-events', 'Exe'];
  const server = spawn(binary, args, { stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')] });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, delay(5000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));

  const started = Date.now();
  while (!(await pings(port))) {
    if (server.exitCode !== null || Date.now() - started > 15_000) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      await stop();
      throw new Error(`redis-server did not start:\n${log}`);
    }
    await delay(100);
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
