import fc from 'fast-check';

/** The malformed input of the fuzz test (fuzz.test.ts): values, bodies, path ids, queries, headers. */

/** Percent-encodes every byte but the unreserved ones; lone surrogates become U+FFFD (encodeURIComponent would throw). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31m',
  '\u007f',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '1; SELECT pg_sleep(1)',
  '%',
  '_',
  '%00',
  '%zz',
  '../../etc/passwd',
  '..\\..\\windows',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e9',
  '1e400',
  '0x10',
  '１２３',
  '٣',
  '9'.repeat(40),
  '2026-02-30 25:61:61',
  '0000-00-00',
  '🀄️👨‍👩‍👧',
  '臺北市\r\n中山區\t',
];

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Field names of the contract's bodies and a few named like Object.prototype members. */
export const FIELD_NAMES = [
  'username',
  'password',
  'identity_card',
  'otp',
  'new_password',
  'reset_token',
  'old_password',
  'email',
  'confirm_email',
  'sales_territory_id',
  'name',
  'phone',
  'postal_code',
  'city',
  'district',
  'address',
  '_method',
  'id',
  'gender',
  'calendar',
  'china_hour',
  'hour',
  'minute',
  'is_leap',
  'birth_at',
  'result',
  'product_id',
  'product_quantity',
  'is_installment',
  'character_id',
  'fortune_word',
  'fortune_ring_size',
  'fortune_finger',
  'fortune_wrist_size',
  'order_status',
  'view_from',
  'sub',
  'content',
  'quantity',
  'order_items',
  'payment',
  'atm_day',
  'delivery_code',
  'activities',
  'draw_id',
  'decision',
  'MerchantID',
  'MerchantTradeNo',
  'RtnCode',
  'TradeAmt',
  'CheckMacValue',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
];

const QUERY_NAMES = [
  'page',
  'keyword',
  'category_id',
  'series_id',
  'order_by',
  'sort',
  'searchText',
  '_from',
  '_to',
  '_type',
  'Yeartype',
  'Year',
  'Month',
  'Day',
  'gender',
  'leapyear',
  'hour',
  'minute',
  'name',
  '_first',
  'MerchantTradeNo',
  'TotalAmount',
  'CheckMacValue',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.nat({ max: 4000 }).map((length) => '長'.repeat(length)) },
);

const scalar = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: text });

/** A JSON value: mostly a scalar, sometimes a list or an object of scalars. */
export const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(key, scalar, { maxKeys: 4 }) },
);

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '123',
  '"text"',
  '[]',
  '[{}]',
  'true',
  '{"a":1}}',
  '\ufeff{}',
  '{"name":"\\ud800"}',
  '{"id":1e400,"product_id":123456789012345678901234567890}',
  "{'id':1}",
  '{"__proto__":{"admin":1},"constructor":{"prototype":{"x":1}}}',
  '',
  ' ',
  'a=1&b=2&id[]=3',
  '%zz=1&name=%E0%A4%A',
  '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n\u0000\r\n--x--\r\n',
  `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
];

/** A body: an object of contract field names with hostile values, a valid body with one field spoiled, or raw bytes. */
export function body(
  valid: Record<string, unknown> | undefined,
): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  const spoiled = valid
    ? [
        fc
          .tuple(fc.constantFrom(...Object.keys(valid)), value)
          .map(([field, spoilt]) => JSON.stringify({ ...valid, [field]: spoilt })),
      ]
    : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }).map((object) => JSON.stringify(object)) },
    ...spoiled.map((arbitrary) => ({ weight: 6, arbitrary })),
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

export const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/xml',
      '*/*',
      '',
    ),
  },
);

/** Path ids of the probe: malformed encodings, dot segments, signs, exponents, overflows. */
export const ODD_IDS = [
  '%zz',
  '%',
  '%E0%A4%A',
  '-1',
  '0',
  '1e9',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%20',
  '..',
  '%2e%2e',
  '..%2F..%2Fusers',
  '%2F',
  '%5C',
  '٣',
  '１',
  'NaN',
  '0x1F',
  '+1',
  ' 1',
];

/** A path id: an odd one, an id of the member's own records, any integer or any text (percent-encoded). */
export const pathId = (ownIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_IDS) },
    { weight: 2, arbitrary: fc.constantFrom(...ownIds) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: text.map(percentEncode) },
  );

const RAW_QUERIES = [
  '?',
  '?&&&',
  '?=',
  '?=1',
  '?page',
  '?page=1&page=2',
  '?page[]=1',
  '?a[b][c]=1',
  '?%zz',
  '?page=%E0%A4',
  '?keyword=%00',
  '?sort=2&order_by=price;DROP',
  '?page=1e9',
  '?page=-1',
];

export const query = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_NAMES) }, { weight: 1, arbitrary: text }),
          text,
        ),
        { maxLength: 5 },
      )
      .map((pairs) =>
        pairs.length
          ? `?${pairs.map(([name, spoilt]) => `${percentEncode(name)}=${percentEncode(spoilt)}`).join('&')}`
          : '',
      ),
  },
);

/** Methods the route does not take, unknown ones among them (TRACE and CONNECT cannot be built into a Request; server/method-guard.mjs covers them). */
export const ODD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'MKCOL', 'BREW'];

/** Authorization headers: none, the member's, a broken one. Header values stay Latin-1 (a Request cannot carry more). */
export const authorization = (token: string) =>
  fc.constantFrom(
    undefined,
    `Bearer ${token}`,
    `Bearer ${token}x`,
    'Bearer ',
    'Bearer garbage',
    token,
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(5000)}`,
    'Bearer ../../etc',
  );

export const idempotencyKey = fc.option(fc.stringMatching(/^[ -~]{0,120}$/), { nil: undefined });

/** Values that replace one field of a valid body at a time (the systematic sweep). */
export const SPOILERS: unknown[] = [
  'a\u0000b',
  '\u001b[0m',
  '\ud800',
  '長'.repeat(5000),
  '<script>alert(1)</script>',
  "'; DROP TABLE members; --",
  '',
  ' ',
  1e308,
  -1,
  0,
  2 ** 53 + 1,
  1.5,
  true,
  null,
  [],
  [1, 2],
  ['a\u0000'],
  {},
  { toString: 1, valueOf: 1 },
  { __proto__: { x: 1 } },
];

/** Values (already in URL form) that replace one documented query parameter at a time. */
export const QUERY_SPOILERS = [
  'a%00b',
  '%zz',
  '%E0%A4%A',
  '-1',
  '0',
  '1e9',
  '99999999999999999999',
  '1.5',
  '%3Cscript%3E',
  '%27%20OR%201%3D1--',
  percentEncode('長'.repeat(200)),
  '',
  '%20',
  'NaN',
];
