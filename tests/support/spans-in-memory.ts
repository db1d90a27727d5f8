import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { startTracing } from '@/lib/node/start-tracing';

/**
 * Tracing on for the tests of the `describe` it is called in, as instrumentation.ts starts it, with every
 * ended span kept in the exporter it returns (emptied before each test) and nothing sent anywhere.
 */
export function spansInMemory(): InMemorySpanExporter {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:1'; // tracing on; nothing is sent there
    startTracing(new SimpleSpanProcessor(exporter));
  });
  afterAll(() => delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  beforeEach(() => exporter.reset());
  return exporter;
}
