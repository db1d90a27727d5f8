// @ts-check
import { context, propagation, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';

/**
 * The shop's own spans (OpenTelemetry), beside Next.js's. Tracing is on when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (instrumentation.ts then registers the SDK); otherwise nothing here makes a span or touches a
 * context: `inSpan` calls its function and that is all. A span holds names, ids, statuses and counts,
 * never a value a member sent (no query parameters, no bodies, no error messages, which can quote them).
 * @typedef {import('@opentelemetry/api').Attributes} Attributes
 * @typedef {import('@opentelemetry/api').Span} Span
 */

/** @type {boolean | undefined} */
let endpointSet;
/**
 * Read once: a process's environment does not change under it, and a read of it costs about a µs, several a request.
 * @returns {boolean}
 */
export const tracingOn = () => (endpointSet ??= Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT));

/** @type {import('@opentelemetry/api').Tracer | undefined} */
let shopTracer;
/** Asked for once: the provider's lookup (and Next.js's wrapper around it) cost a few µs a span. */
const tracer = () => (shopTracer ??= trace.getTracer('tocin-shop'));

/**
 * Whether the trace `span` belongs to is kept: its sampled flag, which a span keeps after it has ended.
 * @param {Span | undefined} span
 * @returns {boolean}
 */
export const inKeptTrace = (span) => span !== undefined && (span.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;

const inTraceLeftOut = () => {
  const span = trace.getActiveSpan();
  return span !== undefined && !inKeptTrace(span);
};

/**
 * Runs `fn(span)` inside a new active span `name`, ended when its promise settles; `fn(undefined)` when
 * tracing is off, or inside a trace the sampler left out (a span there would be dropped too, after costing
 * its context switch).
 * @template T
 * @param {string} name
 * @param {Attributes} attributes
 * @param {(span: Span | undefined) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export function inSpan(name, attributes, fn) {
  if (!tracingOn() || inTraceLeftOut()) return fn(undefined);
  return activeSpanAround(name, attributes, fn);
}

/**
 * @template T
 * @param {string} name
 * @param {Attributes} attributes
 * @param {(span: Span) => Promise<T>} fn
 * @returns {Promise<T>}
 */
const activeSpanAround = (name, attributes, fn) =>
  tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      const type = /** @type {{ constructor?: Function } | null | undefined} */ (error)?.constructor?.name;
      span.setStatus({ code: SpanStatusCode.ERROR, message: type ?? 'Error' });
      throw error;
    } finally {
      span.end();
    }
  });

/**
 * Whether a request's own `traceparent`, `tracestate` and `baggage` are believed (TRUST_CLIENT_TRACE_CONTEXT=1:
 * the shop stands behind a gateway that writes them). Unset, a visitor could have every read traced under a
 * trace id of its choosing and its baggage carried to the company API.
 */
const trustsCallersTrace = () => process.env.TRUST_CLIENT_TRACE_CONTEXT === '1';

/**
 * Runs `fn(span)` in a new server span for a request that came in, the root of its own trace, or, when the
 * caller's trace context is trusted, a child of the `traceparent` it brought; Next.js's spans become its
 * children. The caller ends it with `endRequestSpan` once the answer is done. `fn(undefined)` when tracing is off.
 * @template T
 * @param {string} name
 * @param {Attributes} attributes
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {(span: Span | undefined) => T} fn
 * @returns {T}
 */
export function inRequestSpan(name, attributes, headers, fn) {
  if (!tracingOn()) return fn(undefined);
  const parent = trustsCallersTrace() ? propagation.extract(context.active(), headers) : context.active();
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => fn(span));
}

/**
 * Ends a request's span with the status it answered (0: the client left first); a 5xx marks it failed.
 * @param {Span | undefined} span
 * @param {number} status
 */
export function endRequestSpan(span, status) {
  if (!span) return;
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * As `inSpan`, but only inside a kept trace: work outside any (the database watch's probe) makes no trace of
 * its own. `attributes()` is asked for only then: a database query runs this, and in a read left out of
 * the trace, the statement's text is not worth its regular expression.
 * @template T
 * @param {string} name
 * @param {() => Attributes} attributes
 * @param {(span: Span | undefined) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export function inChildSpan(name, attributes, fn) {
  if (!tracingOn() || !inKeptTrace(trace.getActiveSpan())) return fn(undefined);
  return activeSpanAround(name, attributes(), fn);
}

/**
 * The id of the trace `span` belongs to, when that trace is kept (exported); a log line names no trace an operator
 * cannot find.
 * @param {Span | undefined} span
 * @returns {string | undefined}
 */
export const keptTraceId = (span) => (span && inKeptTrace(span) ? span.spanContext().traceId : undefined);

/**
 * The kept trace the code runs in, for the log lines; undefined when tracing is off, outside a span or in a trace the
 * sampler left out.
 * @returns {string | undefined}
 */
export function currentTraceId() {
  if (!tracingOn()) return undefined;
  return keptTraceId(trace.getActiveSpan());
}

/**
 * Adds the W3C `traceparent` of the current span to `headers` (a Headers), so the company API's spans join the trace.
 * @param {Headers} headers
 */
export function injectTraceContext(headers) {
  if (tracingOn())
    propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

/**
 * Adds `attributes` to the current span, if there is one.
 * @param {Attributes} attributes
 */
export function annotateSpan(attributes) {
  if (tracingOn()) trace.getActiveSpan()?.setAttributes(attributes);
}
