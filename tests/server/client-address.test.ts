import type { IncomingMessage } from 'node:http';
import { clientAddress, clientProtocol, markClientAddress, markClientProtocol } from '@/server/client-address.mjs';

/** A request as Node hands it to the server: the socket's peer and the headers the client sent. */
const requestFrom = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('the client address the production server vouches for', () => {
  it('is the socket’s peer; an X-Client-Address or X-Forwarded-For the client sent is not believed', () => {
    const req = requestFrom('203.0.113.7', { 'x-client-address': '10.0.0.1', 'x-forwarded-for': '10.0.0.2' });
    markClientAddress(req, 0);
    expect(req.headers['x-client-address']).toBe('203.0.113.7');
  });

  it('behind N trusted proxies: the Nth X-Forwarded-For entry from the right, whatever the client wrote to its left', () => {
    expect(clientAddress(requestFrom('10.0.0.5', { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }), 1)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(requestFrom('10.0.0.5', { 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.4' }), 2)).toBe(
      '203.0.113.7',
    );
  });

  it('a chain shorter than the trusted hops did not pass the proxies: the peer', () => {
    expect(clientAddress(requestFrom('198.51.100.9', {}), 1)).toBe('198.51.100.9');
    expect(clientAddress(requestFrom('198.51.100.9', { 'x-forwarded-for': '203.0.113.7' }), 2)).toBe('198.51.100.9');
  });
});

describe('the protocol the production server vouches for (the session cookie is Secure over https only)', () => {
  it('is https over its own TLS socket, else http; an X-Client-Protocol or X-Forwarded-Proto the client sent is not believed', () => {
    const plain = requestFrom('203.0.113.7', { 'x-client-protocol': 'https', 'x-forwarded-proto': 'https' });
    markClientProtocol(plain, 0);
    expect(plain.headers['x-client-protocol']).toBe('http');
    const tls = {
      socket: { remoteAddress: '203.0.113.7', encrypted: true },
      headers: {},
    } as unknown as IncomingMessage;
    expect(clientProtocol(tls, 0)).toBe('https');
  });

  it('behind trusted proxies: what the outermost says in X-Forwarded-Proto', () => {
    expect(clientProtocol(requestFrom('10.0.0.5', { 'x-forwarded-proto': 'https' }), 1)).toBe('https');
    expect(clientProtocol(requestFrom('10.0.0.5', { 'x-forwarded-proto': 'HTTP' }), 1)).toBe('http');
    expect(clientProtocol(requestFrom('10.0.0.5', { 'x-forwarded-proto': 'http, https' }), 1)).toBe('https');
    expect(clientProtocol(requestFrom('10.0.0.5', {}), 1)).toBe('http');
  });
});
