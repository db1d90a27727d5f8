// A PostgreSQL server for the test suite, the bench and the multi-instance test.
// DATABASE_URL given: a throw-away database on that server (never the operator's own data).
// Else: a server of our own (scripts/lib/postgres-server.mjs), stopped and removed afterwards.
import pg from 'pg';
import { startLocalServer } from './postgres-server.mjs';

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
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
 * @param {{ required?: boolean, durable?: boolean }} [options]
 * @returns {Promise<{
 *   url: string,
 *   adminUrl: string,
 *   version: string,
 *   source: 'DATABASE_URL' | 'local',
 *   stop: () => Promise<void>,
 * } | null>}
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
    const hint =
      source === 'DATABASE_URL'
        ? ' (DATABASE_URL must reach the server, and its user needs the CREATEDB privilege)'
        : '';
    throw new Error(`PostgreSQL: ${error.message}${hint}`);
  }
}
