import { call, cartOf, dataOf, firstOf, pageOf, recordOrNull, remittanceDatesOf, visitorCount } from '@/lib/api/call';
import { charactersOf } from '@/lib/api/characters';
import { isRunning } from '@/lib/domain/activities/rules';
import { isSettling, isShopClosed } from '@/lib/domain/orders/shop-state';
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
    await call(api, 'DELETE user/shopping-carts/{id}', { params: { id: 3 } });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://api.test/api/products/number-search/A%201%2F2%3F',
      'DELETE http://api.test/api/user/shopping-carts/3',
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

  it('sends the headers given, beside the client’s own (X-Client-Version: 0.0.1)', async () => {
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

describe('answers in the forms the spec leaves open (docs/api-contract.md, the shop’s readings where the spec is silent)', () => {
  const answering = (body: unknown) => recordingApi(() => Response.json(body)).api;

  it('brings every date-time to the dashed form where the answer crosses: a slashed activity of this year runs', async () => {
    const activity = {
      id: 1,
      status: 1,
      started_at: '2026/03/01 00:00:00',
      ended_at: '2026/3/31 23:59',
      note: '3/1 起',
    };
    const [answered] = await call(answering({ data: [activity] }), 'GET activities').then(dataOf);
    expect(answered).toMatchObject({
      started_at: '2026-03-01 00:00:00',
      ended_at: '2026-03-31 23:59:00',
      note: '3/1 起',
    });
    expect(isRunning(answered, '2026-03-15 12:00:00')).toBe(true);
    const [day] = await call(answering({ data: [{ day: '2026/11/24' }] }), 'GET remittance-days').then(dataOf);
    expect(day).toEqual({ day: '2026-11-24' });
  });

  it('a settlement window and the shop-closed reading compare slashed windows as dashed ones', async () => {
    const [window] = await call(
      answering([{ status: 1, started_at: '2026/11/23 09:00:00', finished_at: '2026/11/23 12:00:00' }]),
      'GET settlement-days',
    ).then(dataOf);
    expect(isSettling([window], '2026-11-23 10:00:00')).toBe(true);
    expect(isShopClosed(window, '2026-11-23 13:00:00', 'outside-window')).toBe(true);
    expect(isShopClosed(window, '2026-11-23 10:00:00', 'outside-window')).toBe(false);
  });

  it('a single record bare or under data; one without a record (only a message) is none', async () => {
    const product = { id: 5, name: '黃銅葫蘆' };
    expect(await call(answering(product), 'GET products/{id}', { params: { id: 5 } }).then(dataOf)).toEqual(product);
    expect(await call(answering({ data: product }), 'GET products/{id}', { params: { id: 5 } }).then(dataOf)).toEqual(
      product,
    );
    expect(await call(answering(product), 'GET products/{id}', { params: { id: 5 } }).then(recordOrNull)).toEqual(
      product,
    );
    expect(
      await call(answering({ message: '更新成功' }), 'PUT orders/{id}', {
        params: { id: 5 },
        body: { order_status: 9 },
      }).then(recordOrNull),
    ).toBeNull();
    expect(await call(answering({ data: null }), 'GET calendar/now').then(recordOrNull)).toBeNull();
  });

  it.each([
    ['a bare array', [{ id: 1 }, { id: 2 }]],
    ['under data', { data: [{ id: 1 }, { id: 2 }] }],
    ['the spec’s paged object', { data: [{ id: 1 }, { id: 2 }], current_page: 1, last_page: 1 }],
    ['the paged object under data', { data: { data: [{ id: 1 }, { id: 2 }], current_page: 1, last_page: 1 } }],
  ])('a list as %s', async (_form, body) => {
    expect(await call(answering(body), 'GET offices').then(dataOf)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await call(answering(body), 'GET system-rights').then(firstOf)).toEqual({ id: 1 });
    expect(await call(answering(body), 'GET user/shopping-carts').then(cartOf)).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      removed: [],
    });
    expect(await call(answering(body), 'GET products').then(pageOf)).toMatchObject({
      data: [{ id: 1 }, { id: 2 }],
      current_page: 1,
      last_page: 1,
    });
  });

  it('a page keeps its pagination, bare or under data', async () => {
    const page = {
      data: [{ id: 1 }],
      current_page: 2,
      last_page: 5,
      per_page: 12,
      from: 13,
      to: 13,
      total: 49,
      path: 'x',
    };
    expect(await call(answering(page), 'GET news', { query: { page: '2' } }).then(pageOf)).toEqual(page);
    expect(await call(answering({ data: page }), 'GET news', { query: { page: '2' } }).then(pageOf)).toEqual(page);
  });

  it.each([
    ['a bare number', 1234, 1234],
    ['its digits', '1234', 1234],
    ['{data: N}', { data: 1234 }, 1234],
    ['{data: {count}}', { data: { count: 1234 } }, 1234],
    ['something else', { data: { total: 'many' } }, null],
  ])('the visitor count as %s', async (_form, body, count) => {
    expect(await call(answering(body), 'GET browse-counts').then(visitorCount)).toBe(count);
  });

  it('remittance days as dates (slashed too) or records with day', async () => {
    const read = (body: unknown) => call(answering(body), 'GET remittance-days').then(remittanceDatesOf);
    expect(await read(['2026-11-24', '2026/11/25'])).toEqual(['2026-11-24', '2026-11-25']);
    expect(
      await read({
        data: [
          { id: 1, day: '2026-11-24' },
          { id: 2, day: '2026/11/25' },
        ],
      }),
    ).toEqual(['2026-11-24', '2026-11-25']);
    expect(await read({ data: ['2026-11-24', null, { day: '' }] })).toEqual(['2026-11-24']);
  });

  it('a natal chart’s result as a JSON string or an object; one that cannot be read is none', async () => {
    const result = { CC: '民國79年', gz: [], tengod: [], bigfate: [], five: [] };
    const charts = await call(
      answering([
        { id: 1, result: JSON.stringify(result) },
        { id: 2, result },
        { id: 3, result: '{not json' },
        { id: 4, result: null },
      ]),
      'GET user/characters',
    ).then(charactersOf);
    expect(charts.map((chart) => chart.result)).toEqual([result, result, null, null]);
  });
});
