import { inChildSpan } from '@/lib/node/tracing.mjs';

/** What PGlite, a PGlite transaction, a node-postgres pool and a client of it have in common. */
type Queryable = {
  query: (...args: unknown[]) => Promise<unknown>;
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  connect?: () => Promise<Queryable>;
};

/** The statement as the span names it: its text with `$n` placeholders, never its parameters, cut short. */
const statementOf = (args: unknown[]) => {
  const first = args[0];
  const text =
    typeof first === 'string'
      ? first
      : typeof (first as { text?: unknown })?.text === 'string'
        ? (first as { text: string }).text
        : '';
  return text.replace(/\s+/g, ' ').slice(0, 300);
};

/** Runs `query` in a span `db.query` named by its statement's text (`$n` placeholders, never values), inside a kept trace. */
export const inQuerySpan = <T>(text: string, query: () => Promise<T>): Promise<T> =>
  querySpanAround(() => statementOf([text]), query);

const querySpanAround = <T>(statement: () => string, query: () => Promise<T>): Promise<T> =>
  inChildSpan('db.query', () => ({ 'db.system.name': 'postgresql', 'db.query.text': statement() }), query);

const traced = new WeakSet<object>();

/**
 * A span `db.query` around every query of `client` (the embedded API's database, when tracing is on:
 * backend/db/client.ts), including those of its transactions (PGlite) and checked-out connections
 * (node-postgres), when it runs inside a trace. Drizzle's own spans are not exported by the version in
 * use, hence this.
 */
export function tracingQueries<T extends object>(target: T): T {
  // A pool hands out the same connections again and again: each is wrapped once.
  if (traced.has(target)) return target;
  traced.add(target);
  const client = target as unknown as Queryable;
  const query = client.query.bind(client);
  client.query = (...args) =>
    querySpanAround(
      () => statementOf(args),
      () => query(...args),
    );
  if (client.transaction) {
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => transaction((tx) => fn(tracingQueries(tx)));
  }
  if (client.connect) {
    const connect = client.connect.bind(client);
    client.connect = async () => tracingQueries(await connect());
  }
  return target;
}
