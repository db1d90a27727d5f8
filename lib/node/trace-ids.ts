import { randomFillSync } from 'node:crypto';
import type { IdGenerator } from '@opentelemetry/sdk-trace-node';

const POOL_BYTES = 4096;

/**
 * Trace and span ids from a pool of random bytes refilled by the operating system's generator. The SDK's
 * own generator calls `Math.random` six times a span, and under Cache Components Next.js wraps
 * `Math.random` to watch prerenders for randomness, which made each span's start many times dearer in the
 * server than alone (docs/perf.md, "Telemetry off and on").
 */
export class PooledRandomIds implements IdGenerator {
  private readonly pool = Buffer.alloc(POOL_BYTES);
  private offset = POOL_BYTES;

  generateTraceId = () => this.next(16);
  generateSpanId = () => this.next(8);

  private next(bytes: number): string {
    if (this.offset + bytes > POOL_BYTES) {
      randomFillSync(this.pool);
      this.offset = 0;
    }
    const id = this.pool.toString('hex', this.offset, (this.offset += bytes));
    // W3C: an id of zeros is invalid (one chance in 2^64).
    return /^0+$/.test(id) ? this.next(bytes) : id;
  }
}
