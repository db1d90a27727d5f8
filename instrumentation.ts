/**
 * Next.js calls `register` once per server process. With OTEL_EXPORTER_OTLP_ENDPOINT set it loads the
 * OpenTelemetry SDK (lib/node/start-tracing.ts), and Next.js's own spans, the web API calls', the orders',
 * payment notices', the sweep's and the embedded API's queries are exported; unset, nothing is loaded.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { startTracing } = await import('./lib/node/start-tracing');
  startTracing();
}
