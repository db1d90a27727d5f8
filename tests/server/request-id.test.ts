import type { IncomingMessage } from 'node:http';
import { requestIdOf } from '@/server/request-id.mjs';

const requestWith = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('without a trusted proxy (TRUSTED_PROXY_HOPS 0) is always new: an X-Request-Id the client sent is not believed', () => {
    const first = requestIdOf(requestWith({ 'x-request-id': 'chosen-by-the-client-1' }), 0);
    expect(first).toMatch(UUID);
    expect(requestIdOf(requestWith(), 0)).not.toBe(first);
  });

  it('behind a trusted proxy is the X-Request-Id it set', () => {
    expect(requestIdOf(requestWith({ 'x-request-id': 'lb-1700000000-abcdef' }), 1)).toBe('lb-1700000000-abcdef');
  });

  it('behind a trusted proxy, one that could break a log line or is too short or long is replaced', () => {
    for (const sent of ['bad id\n{"level":"error"}', 'short', 'x'.repeat(129), '"quoted-1234"']) {
      expect(requestIdOf(requestWith({ 'x-request-id': sent }), 1)).toMatch(UUID);
    }
    expect(requestIdOf(requestWith(), 2)).toMatch(UUID);
  });
});
