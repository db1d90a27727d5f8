import { Client, type Pool } from 'pg';
import type { Db } from '@/backend/db/client';

/**
 * The PostgreSQL leg of `npm test` (scripts/test.mjs) sets TEST_PG_TEMPLATE_URL to a database it has
 * migrated and seeded once (with `npm run db:reset`) and TEST_PG_ADMIN_URL to another database of the
 * same server. Each test file then gets its own copy of the template: `CREATE DATABASE … TEMPLATE`
 * copies files, far faster than migrating and seeding again.
 */
export const postgresTemplateUrl = () => process.env.TEST_PG_TEMPLATE_URL;

let copies = 0;

async function onAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the template; `drop()` removes it (pool closed first). */
export async function copyTemplateDatabase(templateUrl: string) {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  // Under the template's name, so the leg's clean-up finds copies a crashed worker left behind.
  const name = `${templateName}_${process.pid}_${++copies}`;
  await onAdmin(async (client) => {
    // Two workers copying the template at the same moment can see "being accessed by other users".
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${templateName}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

/** The node-postgres pool behind a database opened on PostgreSQL, else undefined (PGlite). */
export function postgresPool(db: Db): Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as Pool).totalCount === 'number' ? (client as Pool) : undefined;
}

/**
 * Counts how many pool connections are checked out at once while `work` runs: more than one proves
 * that requests really ran in parallel transactions. PGlite has one connection: null there.
 */
export async function peakConnections<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; peak: number | null }> {
  const pool = postgresPool(db);
  if (!pool) return { result: await work(), peak: null };
  let busy = 0;
  let peak = 0;
  const acquired = () => {
    busy++;
    peak = Math.max(peak, busy);
  };
  const released = () => busy--;
  pool.on('acquire', acquired);
  pool.on('release', released);
  try {
    return { result: await work(), peak };
  } finally {
    pool.off('acquire', acquired);
    pool.off('release', released);
  }
}
