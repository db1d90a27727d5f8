/**
 * The contract check (`npm run contract`): calls the catalogue of lib/contract on any web API over
 * HTTP and validates every answer against the contract of its call. Reads only, unless asked to
 * write the member's own reversible data (`writes`) and to place and cancel an ATM order (`orders`).
 */
import { randomUUID } from 'node:crypto';
import { logText } from '@/lib/api/log-text';
import type { Call } from '@/lib/contract/call';
import { findCall } from '@/lib/contract/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';
import { chartPayload } from '@/lib/domain/fortune/chart';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { shippingFee } from '@/lib/domain/orders/shipping';
import { homeDeliveryAtm, ORDER_POSTAL_CODE } from '../../tests/support/order-payload';

export type CheckOptions = {
  base: string;
  member?: { username: string; password: string };
  writes: boolean;
  orders: boolean;
  print: (line: string) => void;
  /** How long an answer may take, head and body (30 s). */
  answerTimeoutMs?: number;
};

/** A refusal of the run itself (unreachable, not an API, login refused): one line, exit 2. */
export class CheckRefused extends Error {}

type Answer = { status: number; body: any; ok: boolean }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Request = { token?: string; body?: unknown; headers?: Record<string, string>; anyAnswer?: boolean };

const HEADERS = { 'X-Client-Version': '0.0.1', Accept: 'application/json' };

/** The largest answer read: the catalogue's longest lists are a few hundred kB. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
/** An answer's text, read up to MAX_ANSWER_BYTES within the time left; a larger or stalled one refuses the run. */
async function answerText(response: Response, what: string, timeoutMs: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
      size += read.value.byteLength;
      if (size > MAX_ANSWER_BYTES)
        throw new CheckRefused(`${what} answered more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB: not read further`);
      chunks.push(read.value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => {});
    if (error instanceof CheckRefused) throw error;
    throw new CheckRefused(`${what}: the answer did not arrive whole within ${timeoutMs / 1000} s`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A redirect is refused, never followed: following one would send the member's password or token to where it points. */
function refuseRedirect(response: Response, what: string) {
  if (response.status >= 300 && response.status < 400) {
    throw new CheckRefused(
      `${what} answered ${response.status}, a redirect: the check follows none (credentials would go along); give the base URL the API really answers on`,
    );
  }
}

export async function runContractCheck({
  base,
  member,
  writes,
  orders,
  print,
  answerTimeoutMs = 30_000,
}: CheckOptions): Promise<{ checked: number; differences: number }> {
  const root = base.replace(/\/+$/, '');
  let checked = 0;
  let differences = 0;
  const secrets = member ? [member.password] : [];
  /** What the API chose to send, as one safe line without the member's password or token. */
  const printable = (text: string) =>
    secrets.reduce((line, secret) => line.split(secret).join('[secret]'), logText(text, 300));

  /** One call: its answer validated against the contract of `name`, one line printed. */
  async function check(
    name: string,
    target: string,
    { token, body, headers = {}, anyAnswer = false }: Request = {},
  ): Promise<Answer> {
    const method = name.split(' ')[0];
    const call = findCall(method, target) as Call;
    if (call?.name !== name) throw new Error(`${method} ${target} is not the contract's ${name}`);
    let response: Response;
    try {
      response = await fetch(`${root}/${target}`, {
        method,
        headers: {
          ...HEADERS,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}`, 'X-Access-Type': 'web' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(answerTimeoutMs),
      });
    } catch (error) {
      throw new CheckRefused(
        `cannot reach ${root}: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
      );
    }
    refuseRedirect(response, `${method} ${target}`);
    const type = response.headers.get('content-type') ?? '';
    const answered = await answerText(response, `${method} ${target}`, answerTimeoutMs);
    const text = type.includes('json') ? answered : '';
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: the contract says what it should have been */
    }
    const success = response.status < 300;
    checked += 1;
    if (call.addition && (response.status === 404 || response.status === 405)) {
      // A call the spec does not name is optional: the shop falls back to the spec's calls (decision 0164).
      print(`ok   ${method} ${target} → ${response.status}: absent, the shop's addition (it falls back)`);
      return { status: response.status, body: parsed, ok: false };
    }
    let difference = checkAnswer(call, response.status, parsed);
    if (!difference && type.includes('json') === false && success && 'schema' in (call.answers[response.status] ?? {}))
      difference = `expected a JSON answer, received ${type || 'no content type'}`;
    if (!difference && !success && !anyAnswer)
      difference = `expected a success, received ${response.status}${(parsed as { status_from_backend?: number })?.status_from_backend ? ` status_from_backend ${(parsed as { status_from_backend: number }).status_from_backend}` : ''}: ${(parsed as { message?: string })?.message ?? ''}`;
    if (difference) differences += 1;
    print(
      `${difference ? 'FAIL' : 'ok  '} ${method} ${target} → ${response.status}${difference ? `: ${printable(difference)}` : ''}`,
    );
    return { status: response.status, body: parsed, ok: success && !difference };
  }

  await probe(root);

  // Public reads, following the ids the lists give.
  const simple = [
    'system-images',
    'system-rights',
    'seometas',
    'terms',
    'antifrouds',
    'contacts',
    'video-resources',
    'index-banners',
    'login-pops',
    'navbars',
    'index-carousels',
    'index-marquees',
    'browse-counts',
    'ebook-classes',
    'calendars',
    'products/sidebar',
    'recommended-products',
    'service-bases',
    'offices',
    'payment-methods',
    'remittance-days',
    'shop-systems',
    'settlement-days',
    'love-codes',
    'shipping-rules',
    'shopping-result-views',
    'delivery-methods',
    'activities',
    'health',
  ];
  const reads: Record<string, Answer> = {};
  for (const path of simple) reads[path] = await check(`GET ${path}`, path);
  const first = (path: string) => (reads[path]?.ok ? reads[path].body.data?.[0] : undefined);
  const follow = async (
    name: string,
    record: { id?: number } | undefined,
    path: (id: number) => string,
    request: Request = {},
  ) => {
    if (record?.id !== undefined) await check(name, path(record.id), request);
  };
  for (const collection of ['boss-articles', 'official-bulletins', 'news', 'travels']) {
    const page = await check(`GET ${collection}`, collection);
    if (page.ok) await follow(`GET ${collection}/{id}`, page.body.data[0], (id) => `${collection}/${id}`);
  }
  const tree = await check('GET articles/tree', 'articles/tree');
  if (tree.ok) {
    for (const [section, path] of [
      ['about', 'abouts'],
      ['join', 'join-us'],
      ['service', 'services'],
    ] as const)
      await follow(`GET ${path}/{id}`, tree.body.data[section][0], (id) => `${path}/${id}`);
  }
  await follow('GET ebook-classes/{id}', first('ebook-classes'), (id) => `ebook-classes/${id}`);
  await follow('GET calendars/{id}', first('calendars'), (id) => `calendars/${id}`);
  await check('GET calendar/now', 'calendar/now', { anyAnswer: true });
  await follow('GET offices/{id}', first('offices'), (id) => `offices/${id}`);
  await follow('GET payment-methods/{id}', first('payment-methods'), (id) => `payment-methods/${id}`);
  await follow('GET shopping-result-views/{id}', first('shopping-result-views'), (id) => `shopping-result-views/${id}`);
  await follow('GET activities/{id}', first('activities'), (id) => `activities/${id}`);
  const products = await check('GET products', 'products');
  const product = products.ok ? products.body.data[0] : undefined;
  const category = first('products/sidebar');
  if (category) await check('GET products', `products?category_id=${category.id}&sort=2&order_by=price`);
  if (product) {
    await check('GET products/{id}', `products/${product.id}`);
    await check(
      'GET products/number-search/{number}',
      `products/number-search/${encodeURIComponent(product.product_number)}`,
    );
    await check('GET products/search', `products/search?keyword=${encodeURIComponent(product.name.slice(0, 2))}`);
    // A file the store lacks is a 404 the contract allows: the check is about shapes, not the file store.
    if (product.images?.[0])
      await check(
        'GET storage/{path}',
        `storage/${product.images[0].image.split('/').map(encodeURIComponent).join('/')}`,
        { anyAnswer: true },
      );
  }

  if (!member) return { checked, differences };
  const login = await check('POST login', 'login', { body: member, anyAnswer: true });
  if (!login.ok || login.status !== 200) {
    throw new CheckRefused(
      `login refused for the --member given: ${login.status} ${printable(String(login.body?.message ?? ''))}`.trim(),
    );
  }
  const token: string = login.body.access_token;
  secrets.push(token);
  const as = { token };
  for (const path of [
    'users',
    'renewal_settings',
    'performances',
    'user/general-addresses',
    'user/characters',
    'user/shopping-carts',
    'user/favorites',
  ]) {
    reads[path] = await check(`GET ${path}`, path, as);
  }
  await follow(
    'GET user/general-addresses/{id}',
    first('user/general-addresses'),
    (id) => `user/general-addresses/${id}`,
    as,
  );
  await follow('GET user/characters/{id}', first('user/characters'), (id) => `user/characters/${id}`, as);
  await check('GET user/characters', 'user/characters?searchText=%E6%9E%97', as);
  await check('GET fortune', 'fortune?Yeartype=3&Year=1990&Month=5&Day=17&gender=M&leapyear=0&hour=14&minute=30', as);
  const orderList = await check('GET orders', 'orders', as);
  await check('GET orders/search', 'orders/search?_type=orderDate&_from=2020-01-01&_to=2099-12-31', as);
  const order = orderList.ok ? orderList.body.data[0] : undefined;
  if (order) {
    await check('GET orders/{id}', `orders/${order.id}`, as);
    await check('GET activities_five/{order_id}', `activities_five/${order.id}`, as);
  }

  if (writes) {
    const catalogue: { id: number; product_number: string; quantity: number; member_price: number; pv: number }[] =
      products.ok ? products.body.data : [];
    const inCart = new Set<number>(
      reads['user/shopping-carts'].ok
        ? reads['user/shopping-carts'].body.data.map((line: { product_id: number }) => line.product_id)
        : [],
    );
    const favourites = new Set<number>(
      reads['user/favorites'].ok
        ? reads['user/favorites'].body.data.map((favorite: { product_id: number }) => favorite.product_id)
        : [],
    );
    const ordinary = catalogue.filter((item) => !isLuckyProductNumber(item.product_number) && item.quantity > 0);
    const forFavourite = ordinary.find((item) => !favourites.has(item.id));
    if (forFavourite) {
      await check('POST user/favorites', 'user/favorites', { ...as, body: { product_id: forFavourite.id } });
      await check('DELETE user/favorites/{id}', `user/favorites/${forFavourite.id}`, as);
    }
    const forCart = ordinary.filter((item) => !inCart.has(item.id));
    if (forCart[0]) {
      const added = await check('POST user/shopping-carts', 'user/shopping-carts', {
        ...as,
        body: { product_id: forCart[0].id, product_quantity: 1 },
      });
      if (added.ok && added.body.data.id) {
        await check('PUT user/shopping-carts/{id}', `user/shopping-carts/${added.body.data.id}`, {
          ...as,
          body: { product_quantity: 1 },
        });
        await check('DELETE user/shopping-carts/{id}', `user/shopping-carts/${added.body.data.id}`, as);
      }
    }
    const chart = {
      ...chartPayload({
        fortune_name: '合約檢查',
        fortune_gender: 'M',
        fortune_calendar: '西元',
        fortune_year: '1990',
        fortune_month: '5',
        fortune_day: '17',
        fortune_is_leap: '',
        lucky: false,
        fortune_hour: '14',
        fortune_minute: '30',
      }),
      result: '',
    };
    const saved = await check('POST user/characters', 'user/characters', { ...as, body: chart });
    if (saved.ok) {
      await check('GET user/characters/{id}', `user/characters/${saved.body.data.id}`, as);
      await check('PUT user/characters/{id}', `user/characters/${saved.body.data.id}`, { ...as, body: chart });
      await check('POST user/characters/batch-delete', 'user/characters/batch-delete', {
        ...as,
        body: { _method: 'delete', id: [saved.body.data.id] },
      });
    }
    const recipient = {
      name: '合約檢查',
      phone: '0912345678',
      postal_code: '100',
      city: '臺北市',
      district: '中正區',
      address: '重慶南路一段122號',
    };
    const address = await check('POST user/general-addresses', 'user/general-addresses', { ...as, body: recipient });
    if (address.ok) {
      await check('PUT user/general-addresses/{id}', `user/general-addresses/${address.body.data.id}`, {
        ...as,
        body: recipient,
      });
      await check('POST user/general-addresses/batch-delete', 'user/general-addresses/batch-delete', {
        ...as,
        body: { _method: 'delete', id: [address.body.data.id] },
      });
    }
    if (orders && forCart[1]) await placeAndCancel(forCart[1]);
  }
  return { checked, differences };

  /** An ATM order of one line of `item` as checkout step 4 sends it (tests/support/order-payload.ts), cancelled at once. */
  async function placeAndCancel(item: { id: number; product_number: string; member_price: number; pv: number }) {
    const added = await check('POST user/shopping-carts', 'user/shopping-carts', {
      ...as,
      body: { product_id: item.id, product_quantity: 1 },
    });
    if (!added.ok || !added.body.data.id) return;
    const line = added.body.data;
    const rules = reads['shipping-rules'].ok ? reads['shipping-rules'].body.data : [];
    const office = reads.offices.ok
      ? reads.offices.body.data.find(
          (candidate: { is_sales_territory_use: number }) => candidate.is_sales_territory_use === 1,
        )
      : undefined;
    const atmDay = first('remittance-days')?.day;
    const fee = shippingFee({ rules, postalCode: ORDER_POSTAL_CODE, total: item.member_price, lines: [line] });
    const payload = {
      ...homeDeliveryAtm(atmDay),
      order_items: [{ cart_id: line.id, product_id: item.id, product_number: item.product_number, quantity: 1 }],
      sale_territory: office?.code,
      origin_device: 'contract-check',
      shipping_fee: fee,
      total_price: item.member_price + fee,
      total_pv: item.pv,
    };
    const placed = await check('POST orders', 'orders', {
      ...as,
      body: payload,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    if (!placed.ok) {
      await check('DELETE user/shopping-carts/{id}', `user/shopping-carts/${line.id}`, as);
      return;
    }
    // The spec's answer is "payment and url": without the shop's id, the member's newest order is this one.
    const id: number | undefined =
      placed.body.data?.id ?? (await check('GET orders', 'orders', as)).body?.data?.[0]?.id;
    if (id === undefined) return;
    await check('GET orders/{id}', `orders/${id}`, as);
    await check('GET activities_five/{order_id}', `activities_five/${id}`, as);
    await check('PUT orders/{id}', `orders/${id}`, { ...as, body: { order_status: 9 } });
    await check('GET orders', 'orders', as);
  }
}

/** The base URL answers, and answers as the web API does (a JSON list of system images). */
async function probe(root: string) {
  let response: Response;
  try {
    // The first call may open the API's database: a minute before it counts as unreachable.
    response = await fetch(`${root}/system-images`, {
      headers: HEADERS,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const cause = (error as Error).cause;
    throw new CheckRefused(
      `cannot reach ${root}: ${cause instanceof Error ? cause.message : (error as Error).message}`,
    );
  }
  refuseRedirect(response, 'GET system-images');
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json'))
    throw new CheckRefused(
      `${root} is not the web API: GET system-images answered ${response.status} ${logText(type, 80) || 'without a content type'}, not JSON`,
    );
  let body: { data?: unknown } | undefined;
  try {
    body = JSON.parse(await answerText(response, 'GET system-images', 60_000));
  } catch (error) {
    if (error instanceof CheckRefused) throw error;
  }
  if (response.status === 404 || !body || !('data' in body))
    throw new CheckRefused(
      `${root} is not the web API: GET system-images answered ${response.status} without a data list`,
    );
}
