import { type Attributes, type Context, type Link, SpanKind } from '@opentelemetry/api';
import {
  ParentBasedSampler,
  SamplingDecision,
  type Sampler,
  type SamplingResult,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-node';

/** The share of reads (GET and HEAD requests) traced when the operator names no sampler of their own. */
export const READ_SAMPLE_RATIO = 0.1;

const READS = new Set(['GET', 'HEAD']);

/**
 * Which new traces are kept: every write (an order, a payment notice, a sign-in, a cart change) and every
 * piece of work that is no request (the sweep), so the money's path is always there to read; one read in
 * ten, enough to see where pages spend their time, at a tenth of the cost (docs/operations.md, "Traces").
 */
class WritesAndSomeReads implements Sampler {
  private readonly reads: Sampler;

  constructor(readRatio: number) {
    this.reads = new TraceIdRatioBasedSampler(readRatio);
  }

  shouldSample(
    context: Context,
    traceId: string,
    spanName: string,
    spanKind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    const method = attributes['http.request.method'];
    const isRead = spanKind === SpanKind.SERVER && typeof method === 'string' && READS.has(method);
    if (isRead) return this.reads.shouldSample(context, traceId, spanName, spanKind, attributes, links);
    return { decision: SamplingDecision.RECORD_AND_SAMPLED };
  }

  toString() {
    return `WritesAndSomeReads{${this.reads}}`;
  }
}

/**
 * The shop's sampler: a request that arrives inside a trace follows the caller's decision (its
 * `traceparent`); a new trace is kept as `WritesAndSomeReads` decides.
 */
export const shopSampler = (readRatio = READ_SAMPLE_RATIO): Sampler =>
  new ParentBasedSampler({ root: new WritesAndSomeReads(readRatio) });
