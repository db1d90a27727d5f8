// A PostgreSQL server for the test suite, the bench and the multi-instance test.
// DATABASE_URL given: a throw-away database on that server (never the operator's own data).
// Else: a server of our own from Debian's `postgresql` package (installed with apt-get when running
// as root), in a temporary folder on a free port, stopped and removed afterwards.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.mjs';
import pg from 'pg';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const SERVICE_USER = 'postgres';
const isRoot = () => process.getuid?.() === 0;

/** The newest /usr/lib/postgresql/<version>/bin that has initdb and postgres. */
function findBinaries() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')) && existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

function userIds(name) {
  try {
    return { uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' })) };
  } catch {
    return null;
  }
}


const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitUntilAnswering(url, server, logFile, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`postgres exited while starting:\n${readLog(logFile)}`);
    }
    try {
      await query(url, 'select 1');
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw new Error(`postgres did not answer within ${timeoutMs / 1000} s (${error.message}):\n${readLog(logFile)}`);
      await delay(200);
    }
  }
}

const readLog = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(no log)');

/**
 * Starts a server of our own. `durable: false` (tests) turns fsync off: the data are thrown away
 * anyway. The bench asks for `durable: true`, so a commit costs what it costs in production.
 */
async function startLocalServer({ durable }) {
  let binaries = findBinaries();
  if (!binaries && isRoot() && spawnSync('which', ['apt-get']).status === 0) {
    aptInstall('postgresql');
    binaries = findBinaries();
  }
  if (!binaries) return null;
  const owner = isRoot() ? userIds(SERVICE_USER) : null;
  if (isRoot() && !owner) throw new Error(`running as root, but there is no "${SERVICE_USER}" user to run postgres as`);

  const folder = mkdtempSync(path.join(tmpdir(), 'tocin-pg-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  const logFile = path.join(folder, 'postgres.log');
  let server;
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const killNow = () => {
    try {
      if (server?.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  // A Ctrl-C or a crash of the caller must not leave a server running or its folder behind.
  const onExit = () => {
    killNow();
    removeFolder();
  };
  const onSignal = (signal) => {
    onExit();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const forget = () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };

  try {
    mkdirSync(socketDir);
    if (owner) for (const entry of [folder, socketDir]) chownSync(entry, owner.uid, owner.gid);
    // initdb and postgres refuse to run as root: as root they run as the package's `postgres` user.
    const runAs = owner ? { uid: owner.uid, gid: owner.gid, cwd: folder } : {};
    const initdbArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'];
    const init = spawnSync(path.join(binaries, 'initdb'), initdbArgs, { encoding: 'utf8', ...runAs });
    if (init.status !== 0) throw new Error(`initdb failed (exit code ${init.status}): ${init.stderr || init.error?.message}`);

    const port = await freePort();
    const settings = ['listen_addresses=127.0.0.1', `port=${port}`, `unix_socket_directories=${socketDir}`, 'max_connections=200', 'shared_buffers=128MB'];
    if (!durable) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
    const log = openSync(logFile, 'a');
    const postgresArgs = ['-D', dataDir, ...settings.flatMap((setting) => ['-c', setting])];
    server = spawn(path.join(binaries, 'postgres'), postgresArgs, { stdio: ['ignore', log, log], detached: true, ...runAs });
    closeSync(log); // the server holds its own copy
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilAnswering(url, server, logFile);

    const stop = async () => {
      forget();
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        try {
          process.kill(-server.pid, 'SIGINT'); // postgres's "fast" shutdown
        } catch {
          /* already gone */
        }
        await Promise.race([exited, delay(10_000)]);
        killNow();
      }
      removeFolder();
    };
    return { adminUrl: url, stop };
  } catch (error) {
    forget();
    onExit();
    throw error;
  }
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A PostgreSQL database to run against, or null when none can be had (the caller goes on with PGlite).
 * - DATABASE_URL set: a new database `tocin_test_<pid>` on that server (its user needs CREATEDB);
 * - else a server of our own (see startLocalServer), with the same new database in it.
 * `url` is that empty database; `adminUrl` another database of the server, from which more databases
 * can be created (e.g. copies of `url` as a template); `stop()` drops every `tocin_test_<pid>*`
 * database and stops the server we started. `required` (CI) turns "none to be had" into an error;
 * `durable` keeps fsync on in a server of our own (for measuring; tests leave it off).
 */
export async function providePostgres({ required = false, durable = false } = {}) {
  const given = process.env.DATABASE_URL;
  let adminUrl;
  let stopServer = async () => {};
  let source;
  if (given) {
    adminUrl = given;
    source = 'DATABASE_URL';
  } else {
    const local = await startLocalServer({ durable });
    if (!local) {
      if (required) throw new Error('PostgreSQL is required (CI=true) but neither DATABASE_URL is set nor the postgresql package can be installed');
      return null;
    }
    ({ adminUrl, stop: stopServer } = local);
    source = 'local';
  }

  const prefix = `tocin_test_${process.pid}`;
  const dropOurDatabases = async () => {
    const { rows } = await query(adminUrl, `select datname from pg_database where datname like '${prefix}%'`);
    for (const { datname } of rows) await query(adminUrl, `drop database if exists "${datname}" with (force)`);
  };
  try {
    const { rows } = await query(adminUrl, 'show server_version');
    await dropOurDatabases(); // left over by an earlier run that had this pid and was killed
    await query(adminUrl, `create database "${prefix}"`);
    const stop = async () => {
      try {
        await dropOurDatabases();
      } finally {
        await stopServer();
      }
    };
    return { url: withDatabase(adminUrl, prefix), adminUrl, version: rows[0].server_version, source, stop };
  } catch (error) {
    await stopServer();
    const hint = source === 'DATABASE_URL' ? ' (DATABASE_URL must reach the server, and its user needs the CREATEDB privilege)' : '';
    throw new Error(`PostgreSQL: ${error.message}${hint}`);
  }
}
