import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { runInRequest } from '@/lib/node/request-context.mjs';
import { requestObserver } from '@/server/request-log.mjs';
import { captureLog } from '../support/log-lines';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

/** A span as the request's observer uses it: its ids, whether its trace is kept, an attribute, a status and its end. */
function fakeSpan({ kept = true } = {}) {
  const span = {
    attributes: {} as Record<string, unknown>,
    ended: false,
    status: undefined as unknown,
    spanContext: () => ({ traceId: TRACE_ID, spanId: '00f067aa0ba902b7', traceFlags: kept ? 1 : 0 }), // 1: sampled
    setAttribute: (key: string, value: unknown) => ((span.attributes[key] = value), span),
    setStatus: (status: unknown) => ((span.status = status), span),
    end: () => void (span.ended = true),
  };
  return span;
}

const request = { method: 'POST' } as IncomingMessage;
const answered = (statusCode: number) =>
  Object.assign(new EventEmitter(), { statusCode, writableFinished: true }) as unknown as ServerResponse;

describe("a request's line", () => {
  let log: ReturnType<typeof captureLog>;
  beforeEach(() => (log = captureLog('info')));
  afterEach(() => log.stop());

  it('carries the request id and trace id of the request it was started in, though written from outside it', () => {
    const span = fakeSpan();
    const observed = runInRequest({ id: 'request-0001' }, () =>
      requestObserver(request, answered(201), '/api/bff/[...path]', span as unknown as Span),
    );
    observed(); // as 'close' calls it: in the socket's context, not the request's

    expect(log.lines()).toEqual([
      expect.objectContaining({
        msg: 'request',
        requestId: 'request-0001',
        traceId: TRACE_ID,
        method: 'POST',
        route: '/api/bff/[...path]',
        status: 201,
      }),
    ]);
    expect(span.ended).toBe(true);
    expect(span.attributes['http.response.status_code']).toBe(201);
    expect(span.status).toBeUndefined();
  });

  it('without tracing has no trace id; a 5xx marks the span failed', () => {
    runInRequest({ id: 'request-0002' }, () => requestObserver(request, answered(503), '/home'))();
    expect(log.lines()[0]).toMatchObject({ requestId: 'request-0002', status: 503 });
    expect(log.lines()[0]).not.toHaveProperty('traceId');

    const span = fakeSpan();
    runInRequest({ id: 'request-0003' }, () =>
      requestObserver(request, answered(500), '/home', span as unknown as Span),
    )();
    expect(span.status).toEqual({ code: 2 }); // SpanStatusCode.ERROR
  });

  it('names no trace the sampler left out (nothing was exported under its id), and still ends its span', () => {
    const span = fakeSpan({ kept: false });
    runInRequest({ id: 'request-0004' }, () =>
      requestObserver(request, answered(200), '/home', span as unknown as Span),
    )();
    expect(log.lines()[0]).toMatchObject({ requestId: 'request-0004', status: 200 });
    expect(log.lines()[0]).not.toHaveProperty('traceId');
    expect(span.ended).toBe(true);
  });
});
