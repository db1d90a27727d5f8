import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postgresBinaries, startLocalServer } from '@/scripts/lib/postgres-server.mjs';

/**
 * Issue 33: npm test's PostgreSQL leg, the two-instance test and the bench start a server of their own
 * from any folder the project can be cloned into. As root, PostgreSQL runs as the `postgres` user,
 * which cannot enter a clone in root's home (mode 700): before the fix, initdb's spawn died with an
 * unhandled EACCES error event.
 */
const asRoot = process.getuid?.() === 0;
const STARTS_WITHIN = 5 * 60_000; // a busy machine: initdb and the first start may take long

describe('a PostgreSQL server of our own', () => {
  let privateFolder: string;
  let binaries: string;
  beforeAll(() => {
    privateFolder = mkdtempSync(path.join(tmpdir(), 'clone-')); // mode 700, as a home folder is
    binaries = path.join(privateFolder, 'node_modules-copy');
    cpSync(postgresBinaries(), binaries, { recursive: true, verbatimSymlinks: true });
  });
  afterAll(() => rmSync(privateFolder, { recursive: true, force: true }));

  it(
    `starts from binaries inside a folder only its owner may enter${asRoot ? ' (as root: the postgres user runs a copy)' : ''}`,
    async () => {
      const server = await startLocalServer({ durable: false, binaries });
      try {
        const client = new Client({ connectionString: server.adminUrl });
        await client.connect();
        const { rows } = await client.query('select current_user, version()');
        await client.end();
        expect(rows[0].current_user).toBe('postgres');
        expect(rows[0].version).toMatch(/^PostgreSQL \d+/);
      } finally {
        await server.stop();
      }
    },
    STARTS_WITHIN,
  );

  (asRoot ? it : it.skip)(
    'as root, with a temporary folder the postgres user cannot enter: the leg stops with one line that says what to do',
    () => {
      const leg = spawnSync(process.execPath, ['scripts/lib/postgres-leg.mjs', 'tests/api/health.test.ts'], {
        env: { ...process.env, CI: 'true', TMPDIR: privateFolder, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: STARTS_WITHIN,
      });
      expect(leg.status).toBe(1);
      expect(leg.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^✗ PostgreSQL did not start: the postgres user cannot reach .*: set TMPDIR to a folder every user may enter/,
        ),
      ]);
    },
  );
});
