import { context, propagation, ProxyTracerProvider, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-node';
// The tracer Next.js wraps its own work in (BaseServer.handleRequest and the rest).
import { getTracer as nextTracer } from 'next/dist/server/lib/trace/tracer';
import { currentRequest, runInRequest } from '@/lib/node/request-context.mjs';
import { PooledRandomIds } from '@/lib/node/trace-ids';
import { shopSampler } from '@/lib/node/trace-sampling';
import { tracingQueries } from '@/backend/db/query-spans';
import { endRequestSpan, inRequestSpan, inSpan } from '@/lib/node/tracing.mjs';
import { spansInMemory } from '@/tests/support/spans-in-memory';

const sampled = (sampler: ReturnType<typeof shopSampler>, method: string, kind = SpanKind.SERVER) =>
  sampler.shouldSample(
    ROOT_CONTEXT,
    '4bf92f3577b34da6a3ce929d0e0e4736',
    `${method} /home`,
    kind,
    {
      'http.request.method': method,
    },
    [],
  ).decision === SamplingDecision.RECORD_AND_SAMPLED;

describe("the shop's sampler", () => {
  it('keeps every write and every piece of work that is no request, whatever the share of reads', () => {
    const readsNever = shopSampler(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(sampled(readsNever, method)).toBe(true);
    expect(sampled(readsNever, 'GET', SpanKind.INTERNAL)).toBe(true); // the sweep's span: no request
    expect(sampled(readsNever, 'GET')).toBe(false);
    expect(sampled(readsNever, 'HEAD')).toBe(false);
    expect(sampled(shopSampler(1), 'GET')).toBe(true);
  });

  it('keeps about the share of reads it is given, decided by the trace id (the same on every instance)', () => {
    const sampler = shopSampler(0.1);
    const kept = Array.from({ length: 2000 }, (_, index) =>
      sampler.shouldSample(
        ROOT_CONTEXT,
        (index * 2654435761).toString(16).padStart(32, '0').slice(-32),
        'GET /home',
        SpanKind.SERVER,
        { 'http.request.method': 'GET' },
        [],
      ),
    ).filter((result) => result.decision === SamplingDecision.RECORD_AND_SAMPLED).length;
    expect(kept).toBeGreaterThan(100);
    expect(kept).toBeLessThan(300);
  });
});

describe('trace and span ids', () => {
  it('are W3C ids (32 and 16 lowercase hex digits, never all zeros), none repeated across pool refills', () => {
    const ids = new PooledRandomIds();
    const traceIds = Array.from({ length: 1000 }, () => ids.generateTraceId());
    const spanIds = Array.from({ length: 1000 }, () => ids.generateSpanId());
    for (const id of traceIds) expect(id).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
    for (const id of spanIds) expect(id).toMatch(/^(?!0+$)[0-9a-f]{16}$/);
    expect(new Set(traceIds).size).toBe(1000);
    expect(new Set(spanIds).size).toBe(1000);
  });
});

describe('tracing in a running process', () => {
  const exporter = spansInMemory();

  /** A request through the server's span, with Next.js's request span and one of the shop's inside. */
  async function request(method: string, headers: Record<string, string> = {}) {
    let nextSpanRecorded = false;
    await inRequestSpan(`${method} /home`, { 'http.request.method': method, 'http.route': '/home' }, headers, (span) =>
      nextTracer().trace('BaseServer.handleRequest', async (nextSpan) => {
        nextSpanRecorded = nextSpan.isRecording();
        await inSpan('GET products', {}, async () => undefined);
        endRequestSpan(span, 200);
      }),
    );
    return { names: exporter.getFinishedSpans().map((span) => span.name), nextSpanRecorded };
  }

  // Issue 53: the global provider's getDelegate was replaced, on the strength of how Next.js asks whether tracing is on.
  it("alters no object of OpenTelemetry's: the global provider keeps its own methods (decision 0171)", () => {
    const global = trace.getTracerProvider();
    expect(global).toBeInstanceOf(ProxyTracerProvider);
    const ownFunctions = Object.entries(global).filter(([, value]) => typeof value === 'function');
    expect(ownFunctions.map(([key]) => key)).toEqual([]);
    expect((global as ProxyTracerProvider).getDelegate).toBe(ProxyTracerProvider.prototype.getDelegate);
  });

  it("keeps a write whole: the server span, Next.js's spans and the shop's, in one trace", async () => {
    const { names, nextSpanRecorded } = await request('POST');
    expect(names.sort()).toEqual(['BaseServer.handleRequest', 'GET products', 'POST /home']);
    expect(nextSpanRecorded).toBe(true);
    expect(new Set(exporter.getFinishedSpans().map((span) => span.spanContext().traceId)).size).toBe(1);
  });

  it('in a kept trace, Next.js makes its spans also under a span that has ended (as after proxy.ts)', async () => {
    await inRequestSpan('POST /home', { 'http.request.method': 'POST' }, {}, async (span) => {
      const first = trace.getTracer('test').startSpan('middleware POST');
      first.end();
      await context.with(trace.setSpan(context.active(), first), () =>
        nextTracer().trace('BaseServer.handleRequest', async () => undefined),
      );
      endRequestSpan(span, 201);
    });
    expect(exporter.getFinishedSpans().map((span) => span.name)).toContain('BaseServer.handleRequest');
  });

  describe('behind a gateway whose trace context is trusted (TRUST_CLIENT_TRACE_CONTEXT=1)', () => {
    beforeEach(() => (process.env.TRUST_CLIENT_TRACE_CONTEXT = '1'));
    afterEach(() => delete process.env.TRUST_CLIENT_TRACE_CONTEXT);

    it('follows the caller: a read it sends inside a kept trace is kept', async () => {
      const { names } = await request('GET', {
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      });
      expect(names).toHaveLength(3);
    });

    it("in a trace left out, Next.js's spans record nothing and nothing is exported", async () => {
      const { names, nextSpanRecorded } = await request('GET', {
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
      });
      expect(names).toEqual([]);
      expect(nextSpanRecorded).toBe(false);
    });

    it('the context still carries the trace to the company API in a trace left out (its flag says not kept)', async () => {
      const carrier: Record<string, string> = {};
      await inRequestSpan(
        'GET /home',
        { 'http.request.method': 'GET' },
        {
          traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
        },
        async () => propagation.inject(context.active(), carrier),
      );
      expect(carrier.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-00$/);
    });
  });

  // Issue 52, item 2: a visitor's traceparent ending -01 had every read traced under its chosen trace id, and its baggage went on.
  it("does not believe a visitor's trace context: not its trace id, not its sampled flag, not its baggage", async () => {
    const chosen = '4bf92f3577b34da6a3ce929d0e0e4736';
    const carrier: Record<string, string> = {};
    const headers = { traceparent: `00-${chosen}-00f067aa0ba902b7-01`, baggage: 'member=A123456789,role=admin' };
    for (let read = 0; read < 20; read += 1)
      await inRequestSpan('GET /home', { 'http.request.method': 'GET' }, headers, async () =>
        propagation.inject(context.active(), carrier),
      );
    expect(carrier.traceparent).not.toContain(chosen);
    expect(carrier.baggage).toBeUndefined();
    // Reads are kept one in ten by the shop's own sampler, not 20 of 20 on the visitor's word.
    expect(exporter.getFinishedSpans().length).toBeLessThan(20);
  });

  it('exports no query string: a span names the path a visitor asked for, not what it typed', async () => {
    await inRequestSpan('POST /product/list', { 'http.request.method': 'POST' }, {}, async (span) => {
      await inSpan(
        'render',
        { 'http.target': '/product/list?keyword=王小明', 'url.query': 'keyword=王小明' },
        async () => undefined,
      );
      endRequestSpan(span, 200);
    });
    const render = exporter.getFinishedSpans().find((span) => span.name === 'render');
    expect(render?.attributes['http.target']).toBe('/product/list');
    expect(render?.attributes).not.toHaveProperty('url.query');
  });

  it("times a database query in a kept trace, named by its statement's text; outside one it does not read the statement", async () => {
    let statementRead = 0;
    const statement = {
      get text() {
        statementRead += 1;
        return 'select  id\n from products where id = $1';
      },
    };
    const database = tracingQueries({ query: async (...args: unknown[]) => args.slice(0, 0) });
    const query = (method: string, traceparent: string) =>
      inRequestSpan(`${method} /home`, { 'http.request.method': method }, { traceparent }, async (span) => {
        await database.query(statement, [7]);
        endRequestSpan(span, 200);
      });

    // A gateway's trace context decides here, so the read is left out every time (the shop's own sampler
    // would keep one read in ten, by a trace id of its own).
    process.env.TRUST_CLIENT_TRACE_CONTEXT = '1';
    try {
      await query('GET', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00');
    } finally {
      delete process.env.TRUST_CLIENT_TRACE_CONTEXT;
    }
    await database.query(statement, [7]); // no request, no trace: the database watch's probe
    expect(statementRead).toBe(0);
    expect(exporter.getFinishedSpans()).toEqual([]);

    await query('POST', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
    const span = exporter.getFinishedSpans().find((finished) => finished.name === 'db.query');
    expect(span?.attributes['db.query.text']).toBe('select id from products where id = $1');
  });

  it("keeps the trace in the request's own store: the request is known inside its spans, the span across awaits, neither outside", async () => {
    const seen = await runInRequest({ id: 'request-0042' }, () =>
      inRequestSpan('POST /home', { 'http.request.method': 'POST' }, {}, (span) =>
        inSpan('GET products', {}, async () => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          const inner = trace.getActiveSpan();
          endRequestSpan(span, 200);
          return { request: currentRequest()?.id, traceId: inner?.spanContext().traceId, span };
        }),
      ),
    );
    expect(seen.request).toBe('request-0042');
    expect(seen.traceId).toBe(seen.span?.spanContext().traceId);
    expect(trace.getActiveSpan()).toBeUndefined();
    expect(currentRequest()).toBeUndefined();
    expect(context.active()).toBe(ROOT_CONTEXT);
  });
});
