/**
 * The contract check (`npm run contract`): calls the catalogue of lib/contract on any web API over
 * HTTP and validates every answer against the contract of its call. Reads only, unless asked to
 * write the member's own reversible data (`writes`) and to place and cancel an ATM order (`orders`).
 */
import { randomUUID } from 'node:crypto';
import { logText } from '@/lib/api/log-text';
import type { Call } from '@/lib/contract/call';
import { findCall } from '@/lib/calls/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';
import { chartPayload } from '@/lib/domain/fortune/chart';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { type ShippingLine, shippingFee } from '@/lib/domain/orders/shipping';
import { homeDeliveryAtm, ORDER_POSTAL_CODE } from './order-payload';

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
/** One call of the contract's `name` on `target`: its answer validated, one line printed. */
type Check = (name: string, target: string, request?: Request) => Promise<Answer>;
type Item = { id: number; product_number: string; quantity: number; member_price: number; pv: number };

/** What the steps of a run share: the check, the answers read so far (by path), and the member's bearer once signed in. */
type Run = {
  check: Check;
  reads: Record<string, Answer>;
  /** The first record of a list read, when it was read well. */
  first: (path: string) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  as: { token?: string };
};

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

/**
 * The run: the probe, the public reads, and with a member their reads, then with `writes` their
 * reversible writes (and with `orders` an order placed and cancelled). Each step is a function below.
 */
export async function runContractCheck({
  base,
  member,
  writes,
  orders,
  print,
  answerTimeoutMs = 30_000,
}: CheckOptions): Promise<{ checked: number; differences: number }> {
  const root = base.replace(/\/+$/, '');
  const secrets = member ? [member.password] : [];
  /** What the API chose to send, as one safe line without the member's password or token. */
  const printable = (text: string) =>
    secrets.reduce((line, secret) => line.split(secret).join('[secret]'), logText(text, 300));
  const tally = { checked: 0, differences: 0 };
  const reads: Record<string, Answer> = {};
  const run: Run = {
    check: checker({ root, print, printable, answerTimeoutMs, tally }),
    reads,
    first: (path) => (reads[path]?.ok ? reads[path].body.data?.[0] : undefined),
    as: {},
  };

  await probe(root);
  await publicReads(run);
  if (!member) return tally;
  run.as.token = await signIn(run.check, member, printable);
  secrets.push(run.as.token);
  await memberReads(run);
  if (writes) await memberWrites(run, orders);
  return tally;
}

/** The check of one call (`Check`), counting the calls checked and the differences in `tally`. */
function checker({
  root,
  print,
  printable,
  answerTimeoutMs,
  tally,
}: {
  root: string;
  print: (line: string) => void;
  printable: (text: string) => string;
  answerTimeoutMs: number;
  tally: { checked: number; differences: number };
}): Check {
  return async (name, target, { token, body, headers = {}, anyAnswer = false } = {}) => {
    const method = name.split(' ')[0];
    const call = findCall(method, target) as Call;
    if (call?.name !== name) throw new Error(`${method} ${target} is not the contract's ${name}`);
    const response = await send(root, target, { method, token, body, headers, answerTimeoutMs });
    refuseRedirect(response, `${method} ${target}`);
    const type = response.headers.get('content-type') ?? '';
    const answered = await answerText(response, `${method} ${target}`, answerTimeoutMs);
    const parsed = parseJson(type.includes('json') ? answered : '');
    const success = response.status < 300;
    tally.checked += 1;
    if (call.addition && (response.status === 404 || response.status === 405)) {
      // A call the spec does not name is optional: the shop falls back to the spec's calls (decision 0164).
      print(`ok   ${method} ${target} → ${response.status}: absent, the shop's addition (it falls back)`);
      return { status: response.status, body: parsed, ok: false };
    }
    const difference = differenceOf(call, response.status, type, parsed, anyAnswer);
    if (difference) tally.differences += 1;
    print(
      `${difference ? 'FAIL' : 'ok  '} ${method} ${target} → ${response.status}${difference ? `: ${printable(difference)}` : ''}`,
    );
    return { status: response.status, body: parsed, ok: success && !difference };
  };
}

/** One request to the API, with the bearer when given; a redirect is returned, never followed. */
async function send(
  root: string,
  target: string,
  {
    method,
    token,
    body,
    headers,
    answerTimeoutMs,
  }: { method: string; token?: string; body?: unknown; headers: Record<string, string>; answerTimeoutMs: number },
): Promise<Response> {
  try {
    return await fetch(`${root}/${target}`, {
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
    const cause = (error as Error).cause;
    throw new CheckRefused(
      `cannot reach ${root}: ${cause instanceof Error ? cause.message : (error as Error).message}`,
    );
  }
}

/** A JSON answer's value; the text itself when it is not JSON (the contract says what it should have been). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** How an answer differs from the contract of its call, or undefined when it keeps it. */
function differenceOf(
  call: Call,
  status: number,
  type: string,
  parsed: unknown,
  anyAnswer: boolean,
): string | undefined {
  const difference = checkAnswer(call, status, parsed);
  if (difference) return difference;
  const success = status < 300;
  if (!type.includes('json') && success && 'schema' in (call.answers[status] ?? {}))
    return `expected a JSON answer, received ${type || 'no content type'}`;
  if (success || anyAnswer) return undefined;
  const refusal = parsed as { status_from_backend?: number; message?: string } | undefined;
  return `expected a success, received ${status}${refusal?.status_from_backend ? ` status_from_backend ${refusal.status_from_backend}` : ''}: ${refusal?.message ?? ''}`;
}

/** The public lists read once each. */
const PUBLIC_LISTS = [
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

/** `name` on the record a list gave, when it gave one. */
async function follow(
  check: Check,
  name: string,
  record: { id?: number } | undefined,
  path: (id: number) => string,
  request: Request = {},
) {
  if (record?.id !== undefined) await check(name, path(record.id), request);
}

/** Public reads, following the ids the lists give. */
async function publicReads(run: Run) {
  const { check, reads, first } = run;
  for (const path of PUBLIC_LISTS) reads[path] = await check(`GET ${path}`, path);
  for (const collection of ['boss-articles', 'official-bulletins', 'news', 'travels']) {
    const page = await check(`GET ${collection}`, collection);
    if (page.ok) await follow(check, `GET ${collection}/{id}`, page.body.data[0], (id) => `${collection}/${id}`);
  }
  const tree = await check('GET articles/tree', 'articles/tree');
  if (tree.ok) {
    for (const [section, path] of [
      ['about', 'abouts'],
      ['join', 'join-us'],
      ['service', 'services'],
    ] as const)
      await follow(check, `GET ${path}/{id}`, tree.body.data[section][0], (id) => `${path}/${id}`);
  }
  await follow(check, 'GET ebook-classes/{id}', first('ebook-classes'), (id) => `ebook-classes/${id}`);
  await follow(check, 'GET calendars/{id}', first('calendars'), (id) => `calendars/${id}`);
  await check('GET calendar/now', 'calendar/now', { anyAnswer: true });
  for (const list of ['offices', 'payment-methods', 'shopping-result-views', 'activities'])
    await follow(check, `GET ${list}/{id}`, first(list), (id) => `${list}/${id}`);
  await productReads(run);
}

/** The product list, one category of it, and its first product by id, number, name and picture. */
async function productReads({ check, reads, first }: Run) {
  reads.products = await check('GET products', 'products');
  const product = first('products');
  const category = first('products/sidebar');
  if (category) await check('GET products', `products?category_id=${category.id}&sort=2&order_by=price`);
  if (!product) return;
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
      {
        anyAnswer: true,
      },
    );
}

/** The member's bearer; a refused login refuses the run. */
async function signIn(
  check: Check,
  member: { username: string; password: string },
  printable: (text: string) => string,
) {
  const login = await check('POST login', 'login', { body: member, anyAnswer: true });
  if (!login.ok || login.status !== 200) {
    throw new CheckRefused(
      `login refused for the --member given: ${login.status} ${printable(String(login.body?.message ?? ''))}`.trim(),
    );
  }
  return login.body.access_token as string;
}

/** The signed-in member's reads. */
async function memberReads({ check, reads, first, as }: Run) {
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
    check,
    'GET user/general-addresses/{id}',
    first('user/general-addresses'),
    (id) => `user/general-addresses/${id}`,
    as,
  );
  await follow(check, 'GET user/characters/{id}', first('user/characters'), (id) => `user/characters/${id}`, as);
  await check('GET user/characters', 'user/characters?searchText=%E6%9E%97', as);
  await check('GET fortune', 'fortune?Yeartype=3&Year=1990&Month=5&Day=17&gender=M&leapyear=0&hour=14&minute=30', as);
  const orderList = await check('GET orders', 'orders', as);
  await check('GET orders/search', 'orders/search?_type=orderDate&_from=2020-01-01&_to=2099-12-31', as);
  const order = orderList.ok ? orderList.body.data[0] : undefined;
  if (order) {
    await check('GET orders/{id}', `orders/${order.id}`, as);
    await check('GET activities_five/{order_id}', `activities_five/${order.id}`, as);
  }
}

/** The product ids of a member's list read well (cart lines, favourites). */
const productIds = (answer: Answer | undefined) =>
  new Set<number>(answer?.ok ? answer.body.data.map((line: { product_id: number }) => line.product_id) : []);

/** The member's own reversible writes, each undone: a favourite, a cart line, a chart, an address; with `orders`, an ATM order cancelled. */
async function memberWrites(run: Run, orders: boolean) {
  const { check, reads, as } = run;
  const catalogue: Item[] = reads.products.ok ? reads.products.body.data : [];
  const inCart = productIds(reads['user/shopping-carts']);
  const favourites = productIds(reads['user/favorites']);
  const ordinary = catalogue.filter((item) => !isLuckyProductNumber(item.product_number) && item.quantity > 0);
  const forFavourite = ordinary.find((item) => !favourites.has(item.id));
  if (forFavourite) {
    await check('POST user/favorites', 'user/favorites', { ...as, body: { product_id: forFavourite.id } });
    await check('DELETE user/favorites/{id}', `user/favorites/${forFavourite.id}`, as);
  }
  const forCart = ordinary.filter((item) => !inCart.has(item.id));
  if (forCart[0]) await cartLineWrites(run, forCart[0]);
  await chartWrites(run);
  await addressWrites(run);
  if (orders && forCart[1]) await placeAndCancel(run, forCart[1]);
}

/** A cart line of `item` added, changed and removed. */
async function cartLineWrites({ check, as }: Run, item: Item) {
  const added = await check('POST user/shopping-carts', 'user/shopping-carts', {
    ...as,
    body: { product_id: item.id, product_quantity: 1 },
  });
  if (!added.ok || !added.body.data.id) return;
  await check('PUT user/shopping-carts/{id}', `user/shopping-carts/${added.body.data.id}`, {
    ...as,
    body: { product_quantity: 1 },
  });
  await check('DELETE user/shopping-carts/{id}', `user/shopping-carts/${added.body.data.id}`, as);
}

/** A natal chart saved, read, changed and deleted. */
async function chartWrites({ check, as }: Run) {
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
  if (!saved.ok) return;
  await check('GET user/characters/{id}', `user/characters/${saved.body.data.id}`, as);
  await check('PUT user/characters/{id}', `user/characters/${saved.body.data.id}`, { ...as, body: chart });
  await check('POST user/characters/batch-delete', 'user/characters/batch-delete', {
    ...as,
    body: { _method: 'delete', id: [saved.body.data.id] },
  });
}

/** A saved recipient added, changed and deleted. */
async function addressWrites({ check, as }: Run) {
  const recipient = {
    name: '合約檢查',
    phone: '0912345678',
    postal_code: '100',
    city: '臺北市',
    district: '中正區',
    address: '重慶南路一段122號',
  };
  const address = await check('POST user/general-addresses', 'user/general-addresses', { ...as, body: recipient });
  if (!address.ok) return;
  await check('PUT user/general-addresses/{id}', `user/general-addresses/${address.body.data.id}`, {
    ...as,
    body: recipient,
  });
  await check('POST user/general-addresses/batch-delete', 'user/general-addresses/batch-delete', {
    ...as,
    body: { _method: 'delete', id: [address.body.data.id] },
  });
}

/** An ATM order of one line of `item` as checkout step 4 sends it (scripts/lib/order-payload.ts), cancelled at once. */
async function placeAndCancel({ check, reads, first, as }: Run, item: Item) {
  const added = await check('POST user/shopping-carts', 'user/shopping-carts', {
    ...as,
    body: { product_id: item.id, product_quantity: 1 },
  });
  if (!added.ok || !added.body.data.id) return;
  const line = added.body.data;
  const placed = await check('POST orders', 'orders', {
    ...as,
    body: orderBody(reads, first('remittance-days')?.day, item, line),
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (!placed.ok) {
    await check('DELETE user/shopping-carts/{id}', `user/shopping-carts/${line.id}`, as);
    return;
  }
  // The spec's answer is "payment and url": without the shop's id, the member's newest order is this one.
  const id: number | undefined = placed.body.data?.id ?? (await check('GET orders', 'orders', as)).body?.data?.[0]?.id;
  if (id === undefined) return;
  await check('GET orders/{id}', `orders/${id}`, as);
  await check('GET activities_five/{order_id}', `activities_five/${id}`, as);
  await check('PUT orders/{id}', `orders/${id}`, { ...as, body: { order_status: 9 } });
  await check('GET orders', 'orders', as);
}

/** The POST orders body of one cart line of `item`, priced with the shipping rules and the sales office the API gave. */
function orderBody(reads: Record<string, Answer>, atmDay: string, item: Item, line: ShippingLine & { id: number }) {
  const rules = reads['shipping-rules'].ok ? reads['shipping-rules'].body.data : [];
  const office = reads.offices.ok
    ? reads.offices.body.data.find(
        (candidate: { is_sales_territory_use: number }) => candidate.is_sales_territory_use === 1,
      )
    : undefined;
  const fee = shippingFee({ rules, postalCode: ORDER_POSTAL_CODE, total: item.member_price, lines: [line] });
  return {
    ...homeDeliveryAtm(atmDay),
    order_items: [{ cart_id: line.id, product_id: item.id, product_number: item.product_number, quantity: 1 }],
    sale_territory: office?.code,
    origin_device: 'contract-check',
    shipping_fee: fee,
    total_price: item.member_price + fee,
    total_pv: item.pv,
  };
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
