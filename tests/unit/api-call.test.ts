import { call } from '@/lib/api/call';
import { createApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';

type Sent = { method: string; url: string; headers: Headers; body: string };

/** A client whose fetch records each request (its body read as it is sent) and answers `answer`. */
function recordingApi(answer: () => Response = () => Response.json({ data: { id: 1 } })) {
  const sent: Sent[] = [];
  const api = createApi({
    prefixUrl: 'http://api.test/api',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
      return answer();
    },
  });
  return { api, sent };
}

describe('call() sends what the call name says', () => {
  it('takes the method and path from the name, with the path parameters encoded', async () => {
    const { api, sent } = recordingApi();
    await call(api, 'GET products/number-search/{number}', { params: { number: 'A 1/2?' } });
    await call(api, 'PUT activities_five/{order_id}/{draw_id}', { params: { order_id: 12, draw_id: 3 } });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://api.test/api/products/number-search/A%201%2F2%3F',
      'PUT http://api.test/api/activities_five/12/3',
    ]);
    expect(sent[1].body).toBe('');
  });

  it('sends the query in its order, leaving out empty values', async () => {
    const { api, sent } = recordingApi();
    await call(api, 'GET products', {
      query: { page: '2', category_id: undefined, series_id: '', sort: '0', order_by: undefined },
    });
    await call(api, 'GET products');
    await call(api, 'GET orders/search', {
      query: { page: '1', _from: '2026-01-01 00:00:00', _to: '2026-01-31 23:59:59', _type: 'orderDate' },
    });
    expect(sent.map((request) => request.url)).toEqual([
      'http://api.test/api/products?page=2&sort=0',
      'http://api.test/api/products',
      'http://api.test/api/orders/search?page=1&_from=2026-01-01+00%3A00%3A00&_to=2026-01-31+23%3A59%3A59&_type=orderDate',
    ]);
  });

  it('sends a flag variant with its flag, and the body as JSON', async () => {
    const { api, sent } = recordingApi(() => Response.json({ message: 'sent', phone_number: '0912***678' }));
    const answer = await call(api, 'POST login?_first', { body: { username: 'A123456789', password: '19800101' } });
    expect(answer).toEqual({ message: 'sent', phone_number: '0912***678' });
    expect(`${sent[0].method} ${sent[0].url}`).toBe('POST http://api.test/api/login?_first');
    expect(sent[0].headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent[0].body)).toEqual({ username: 'A123456789', password: '19800101' });
  });

  it('sends the headers given, beside the client’s own', async () => {
    const { api, sent } = recordingApi();
    await call(api, 'POST orders/{id}/buy-again', { params: { id: 5 }, headers: { 'Idempotency-Key': 'attempt-1' } });
    expect(sent[0].headers.get('idempotency-key')).toBe('attempt-1');
    expect(sent[0].headers.get('x-client-version')).toBe('0.0.1');
  });

  it('throws the refusal as ApiError', async () => {
    const { api } = recordingApi(() =>
      Response.json({ message: '暫無此商品', status_from_backend: 4040 }, { status: 404 }),
    );
    const refusal = call(api, 'GET products/{id}', { params: { id: 9 } });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 404, message: '暫無此商品', status_from_backend: 4040 });
  });
});
