import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/bff/[...path]/route';
import { withFreshDatabase } from '../support/api';
import { readyToOrder } from '../support/orders';

withFreshDatabase();

// The BFF reads the bearer from the session cookie; here the session holds the test member's token.
let authorization = '';
jest.mock('@/lib/session/session', () => ({
  sessionAuthorization: async () => authorization,
  destroySession: async () => undefined,
}));

// ky (ESM) stands aside: the BFF's call, with the method, body and headers it passes, reaches the embedded API in-process.
type Call = { method: string; body?: string; headers?: Record<string, string> };
jest.mock('@/lib/api/server', () => ({
  serverApi:
    (bearer: string) =>
    async (path: string, { method, body, headers }: Call) => {
      const { handle } = await import('@/backend');
      return handle(
        new Request(`http://embedded.local/api/web/${path}`, {
          method,
          body,
          headers: { ...headers, Authorization: bearer },
        }),
      );
    },
}));

const postOrder = (body: unknown, key?: string) =>
  POST(
    new NextRequest('http://shop.local/api/bff/orders', {
      method: 'POST',
      headers: {
        host: 'shop.local',
        origin: 'http://shop.local',
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ path: ['orders'] }) },
  );

describe('POST /api/bff/orders', () => {
  it('passes the Idempotency-Key on: a repeat through the BFF answers the first order', async () => {
    const { token, payload } = await readyToOrder();
    authorization = `Bearer ${token}`;
    const key = randomUUID();
    const first = await postOrder(payload, key);
    expect(first.status).toBe(201);
    const again = await postOrder(payload, key);
    expect(again.status).toBe(200);
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    expect((await postOrder(payload)).status).toBe(400);
  });
});
