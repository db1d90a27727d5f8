import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { startTracing } from '@/lib/node/start-tracing';
import { endRequestSpan, inRequestSpan, inSpan } from '@/lib/node/tracing.mjs';

// A file of its own: the SDK registers once per process (here, per test file).
describe('OTEL_TRACES_SAMPLER', () => {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:1'; // tracing on; nothing is sent there
    process.env.OTEL_TRACES_SAMPLER = 'always_off';
    startTracing(new SimpleSpanProcessor(exporter));
  });
  afterAll(() => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete process.env.OTEL_TRACES_SAMPLER;
  });

  it("names the SDK's sampler instead of the shop's: always_off keeps not even a write", async () => {
    await inRequestSpan('POST /api/bff/[...path]', { 'http.request.method': 'POST' }, {}, async (span) => {
      await inSpan('order.place', {}, async () => undefined);
      endRequestSpan(span, 201);
    });
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
