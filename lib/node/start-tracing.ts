import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Registers the OpenTelemetry SDK for the process: spans go in batches over OTLP/HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` appended), the context follows async calls
 * (AsyncLocalStorage) and travels to the company API as W3C `traceparent`. Loaded by instrumentation.ts
 * only when that endpoint is set. OTEL_SERVICE_NAME names the shop (default tocin-shop); the SDK reads its
 * other OTEL_* settings (OTEL_BSP_SCHEDULE_DELAY, OTEL_EXPORTER_OTLP_HEADERS…) itself.
 */
export function startTracing() {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'tocin-shop' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
}
