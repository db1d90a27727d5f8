import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { type ClientBase, Pool } from 'pg';
import { closeDatabase } from '@/backend/db/client';
import { tracingQueries } from '@/backend/db/query-spans';
import { endRequestSpan, inRequestSpan } from '@/lib/node/tracing.mjs';
import { openSeededMemoryDatabase } from '@/tests/support/seeded-dump';
import { spansInMemory } from '@/tests/support/spans-in-memory';

/** A connection of node-postgres's pool that answers every query with no rows, without a server. */
class AnsweringConnection extends EventEmitter {
  connect(done: (error?: Error) => void) {
    done();
  }
  query(_text: string, _values?: unknown, done?: (error: Error | undefined, result: { rows: [] }) => void) {
    if (!done) return Promise.resolve({ rows: [] });
    done(undefined, { rows: [] });
  }
  end(done?: () => void) {
    done?.();
  }
}

describe("the embedded API's query spans", () => {
  const exporter = spansInMemory();

  const inKeptRequest = (work: () => Promise<unknown>) =>
    inRequestSpan('POST /orders', { 'http.request.method': 'POST' }, {}, async (span) => {
      await work();
      endRequestSpan(span, 201);
    });

  const timedStatements = () =>
    exporter
      .getFinishedSpans()
      .filter((span) => span.name === 'db.query')
      .map((span) => span.attributes['db.query.text']);

  it("time the queries of the embedded API's own database (PGlite), in its transactions too", async () => {
    const db = await openSeededMemoryDatabase();
    try {
      await inKeptRequest(async () => {
        await db.execute(sql`select 1 as one`);
        await db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
      });
    } finally {
      await closeDatabase(db);
    }
    expect(timedStatements()).toEqual(expect.arrayContaining(['select 1 as one', 'select 2 as two']));
  });

  it('leave the database client as it is: a view of it times the queries', async () => {
    const query = async (statement: string) => ({ rows: [], statement });
    const client = { query };
    const traced = tracingQueries(client);
    expect(client.query).toBe(query);
    await inKeptRequest(() => traced.query('select 1'));
    expect(timedStatements()).toEqual(['select 1']);
  });

  // A pool's own query checks a connection out with a callback (pg-pool's `this.connect(cb)`); a `connect`
  // replaced on the pool answered only with a promise, and every query on PostgreSQL waited for ever.
  it("time a node-postgres pool's query once, and the query answers", async () => {
    const pool = tracingQueries(new Pool({ Client: AnsweringConnection as unknown as new () => ClientBase }));
    try {
      await inKeptRequest(() => pool.query('select id from products'));
      const client = await pool.connect();
      await inKeptRequest(() => client.query('select id from members'));
      client.release();
    } finally {
      await pool.end();
    }
    expect(timedStatements()).toEqual(['select id from products', 'select id from members']);
  });
});
