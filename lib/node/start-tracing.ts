import { ROOT_CONTEXT } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { traceContextManager } from './request-context.mjs';
import { PooledRandomIds } from './trace-ids';
import { shopSampler } from './trace-sampling';

/**
 * Registers the OpenTelemetry SDK for the process: spans go in batches over OTLP/HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` appended), the context follows async calls
 * (in the request's own store, lib/node/request-context.mjs) and travels to the company API as W3C
 * `traceparent`. Loaded by instrumentation.ts only when that endpoint is set. Which traces are kept: `shopSampler` (every write, a tenth of the
 * reads), unless OTEL_TRACES_SAMPLER names one of the SDK's (`parentbased_always_on` keeps all).
 * OTEL_SERVICE_NAME names the shop (default tocin-shop); the SDK reads its other OTEL_* settings
 * (OTEL_BSP_SCHEDULE_DELAY, OTEL_EXPORTER_OTLP_HEADERS…) itself. `spanProcessor` is for tests.
 * Nothing of OpenTelemetry's or Next.js's is altered: in a trace left out, Next.js still wraps its work in
 * spans, which record nothing (decision 0171; tests/server/tracing.test.ts holds Next.js to this).
 */
export function startTracing(spanProcessor: SpanProcessor = new BatchSpanProcessor(new OTLPTraceExporter())) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'tocin-shop' }),
    // A key set to undefined would replace the sampler the SDK reads from OTEL_TRACES_SAMPLER: left out instead.
    ...(process.env.OTEL_TRACES_SAMPLER ? {} : { sampler: shopSampler() }),
    idGenerator: new PooledRandomIds(),
    spanProcessors: [withoutQueries(spanProcessor)],
  });
  provider.register({ contextManager: traceContextManager(ROOT_CONTEXT) });
  return provider;
}

/** Attributes that name a URL or a path (Next.js's `http.target`, `http.url`, `url.full`, `next.rsc`…). */
const URL_ATTRIBUTE = /url|target|path|route/i;

/**
 * `processor`, handed each ended span without the query strings Next.js's spans carry (`http.target`
 * '/product/list?keyword=…'): a query is what a visitor typed, and decision 0133 keeps spans to names, ids,
 * statuses and counts. `url.query` goes whole. The span itself is left as it is: a view of it is passed on.
 */
function withoutQueries(processor: SpanProcessor): SpanProcessor {
  const scrubbed = (span: ReadableSpan): ReadableSpan => {
    const attributes = Object.fromEntries(
      Object.entries(span.attributes)
        .filter(([key]) => key !== 'url.query')
        .map(([key, value]) =>
          typeof value === 'string' && URL_ATTRIBUTE.test(key) ? [key, value.replace(/\?.*$/s, '')] : [key, value],
        ),
    );
    return Object.create(span, { attributes: { value: attributes } });
  };
  return {
    onStart: (span, parentContext) => processor.onStart(span, parentContext),
    onEnd: (span) => processor.onEnd(scrubbed(span)),
    forceFlush: () => processor.forceFlush(),
    shutdown: () => processor.shutdown(),
  };
}
