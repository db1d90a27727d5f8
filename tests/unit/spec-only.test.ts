import { speakingSpecOnly } from '@/lib/api/spec-only';

const BASE = 'https://api.example.com.tw/api/web';

/** A web API that records what reached it and answers 200. */
function recordingApi() {
  const reached: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    reached.push(new Request(input, init));
    return Response.json({ data: [] });
  }) as typeof fetch;
  return { reached, fetcher };
}

describe('the shop speaking only the spec to the company API (API_DIALECT=spec)', () => {
  const before = process.env.API_DIALECT;
  afterEach(() => {
    if (before === undefined) delete process.env.API_DIALECT;
    else process.env.API_DIALECT = before;
  });

  it('answers a call the spec does not name 404 itself, never asking the API', async () => {
    process.env.API_DIALECT = 'spec';
    const { reached, fetcher } = recordingApi();
    const speak = speakingSpecOnly(fetcher, BASE);
    for (const path of ['health', 'articles/tree', 'products/sitemap', 'performances'])
      expect((await speak(`${BASE}/${path}`)).status).toBe(404);
    expect((await speak(`${BASE}/orders/4/buy-again`, { method: 'POST' })).status).toBe(404);
    expect((await speak(`${BASE}/user/shopping-carts/7`, { method: 'PUT' })).status).toBe(404);
    expect(reached).toEqual([]);
    expect((await speak(`${BASE}/products?page=2`)).status).toBe(200);
    expect(reached.map((request) => request.url)).toEqual([`${BASE}/products?page=2`]);
  });

  it('sends an order and a cart line without the shop’s additions, a field the contract does not name kept', async () => {
    process.env.API_DIALECT = 'spec';
    const { reached, fetcher } = recordingApi();
    const speak = speakingSpecOnly(fetcher, BASE);
    await speak(`${BASE}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      body: JSON.stringify({
        order_items: [{ cart_id: 5, product_id: 1, product_number: '01001', quantity: 1, fortune_name: '王小明' }],
        payment: 'ATM',
        surprise: 1,
      }),
    });
    await speak(`${BASE}/user/shopping-carts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id: 1, product_quantity: 1, character_id: 3, fortune_word: '甲' }),
    });
    const [order, line] = reached;
    expect(order.headers.has('idempotency-key')).toBe(false);
    expect(await order.json()).toEqual({
      order_items: [{ product_id: 1, product_number: '01001', quantity: 1, fortune_name: '王小明' }],
      payment: 'ATM',
      surprise: 1,
    });
    expect(await line.json()).toEqual({ product_id: 1, product_quantity: 1, fortune_word: '甲' });
  });

  it('asks an API of the contract for every call and field, unless the setting is spec', async () => {
    delete process.env.API_DIALECT;
    const { reached, fetcher } = recordingApi();
    const speak = speakingSpecOnly(fetcher, BASE);
    expect((await speak(`${BASE}/health`)).status).toBe(200);
    expect(reached).toHaveLength(1);
  });
});
