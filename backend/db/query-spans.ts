import { inChildSpan } from '@/lib/node/tracing.mjs';

type Method = (...args: unknown[]) => unknown;

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

/**
 * A view of `target` (the embedded API's PGlite or node-postgres pool, when tracing is on: backend/db/client.ts)
 * whose queries each run in a span `db.query` inside a trace, also those of its transactions (PGlite) and of
 * the connections it hands out (node-postgres). `target` itself is left as it is: its own calls (a pool's
 * `query` checks a connection out with a callback) reach its own methods. Drizzle's own spans are not
 * exported by the version in use, hence this.
 */
export function tracingQueries<T extends object>(target: T): T {
  const client = target as unknown as Queryable;
  const timed: Record<PropertyKey, Method> = {
    query: (...args) =>
      querySpanAround(
        () => statementOf(args),
        () => client.query(...args),
      ),
    transaction: (fn) => client.transaction!((tx) => (fn as (tx: Queryable) => Promise<unknown>)(tracingQueries(tx))),
    // With a callback (node-postgres's older form) the connection goes to the callback untimed.
    connect: (...args) =>
      args.length ? (client.connect as Method).apply(client, args) : client.connect!().then(tracingQueries),
  };
  const bound = new Map<PropertyKey, Method>();
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      if (Object.hasOwn(timed, key)) return timed[key];
      if (!bound.has(key)) bound.set(key, (value as Method).bind(object));
      return bound.get(key);
    },
  });
}
