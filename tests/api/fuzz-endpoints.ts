import { catalogue } from '@/lib/calls/catalogue';

/**
 * Every call of the contract's catalogue, as the fuzz test sends it. `member`: the call needs a bearer
 * token (the fuzz sends it with and without one either way). `refusal`: how a 4xx is written; JSON
 * `{message}` everywhere but the payment gateway's protocol (`0|…` text) and the sandbox's HTML pages.
 * `query`: the query parameters the contract names (each is also spoiled one by one). Path parameters
 * are `{name}`; a call the contract adds without a row here fails the coverage test.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  member: boolean;
  refusal?: 'json' | 'text' | 'html';
  query?: string[];
};

const get = (path: string, member = false, query?: string[]): Endpoint => ({
  method: 'GET',
  path,
  member,
  ...(query ? { query } : {}),
});
const LIST = ['page', 'category_id', 'series_id', 'order_by', 'sort'];
const post = (path: string, member = false): Endpoint => ({ method: 'POST', path, member });
const put = (path: string, member = false): Endpoint => ({ method: 'PUT', path, member });
const del = (path: string, member = false): Endpoint => ({ method: 'DELETE', path, member });

export const ENDPOINTS: Endpoint[] = [
  // public site (spec-coverage “Hostile input”)
  ...[
    'system-images',
    'system-rights',
    'seometas',
    'terms',
    'antifrouds',
    'contacts',
    'video-resources',
    'index-banners',
  ].map((path) => get(path)),
  ...['login-pops', 'navbars', 'index-carousels', 'index-marquees'].map((path) => get(path)),
  get('browse-counts'),
  post('browse-counts'),
  ...['boss-articles', 'official-bulletins', 'news', 'travels'].flatMap((path) => [
    get(path, false, ['page']),
    get(`${path}/{id}`),
  ]),
  get('articles/tree'),
  get('abouts/{id}'),
  get('join-us/{id}'),
  get('services/{id}'),
  get('ebook-classes'),
  get('ebook-classes/{id}'),
  put('ebook-classes/{id}/count'),
  get('calendars'),
  get('calendars/{id}'),
  get('calendar/now'),
  get('products', false, LIST),
  get('products/{id}'),
  get('products/search', false, ['keyword', ...LIST]),
  get('products/number-search/{number}'),
  get('products/sidebar'),
  get('products/sitemap'),
  get('recommended-products'),
  get('service-bases'),
  post('mail-to-tocin'),
  get('offices'),
  get('offices/{id}'),
  get('payment-methods'),
  get('payment-methods/{id}'),
  ...[
    'remittance-days',
    'shop-systems',
    'settlement-days',
    'love-codes',
    'shipping-rules',
    'shopping-result-views',
    'delivery-methods',
  ].map((path) => get(path)),
  get('shopping-result-views/{id}'),
  get('activities'),
  get('activities/{id}'),
  get('health'),
  get('storage/{path}'),
  // sign-in and passwords
  post('login'),
  post('login?_first'),
  post('forgot-password'),
  post('otp/check'),
  post('otp/resend'),
  put('reset-password'),
  // member account
  put('user/change-password', true),
  post('user/logout', true),
  get('users', true),
  put('user', true),
  get('renewal_settings', true),
  get('user/general-addresses', true),
  get('user/general-addresses/{id}', true),
  post('user/general-addresses', true),
  put('user/general-addresses/{id}', true),
  post('user/general-addresses/batch-delete', true),
  get('performances', true),
  get('_dev/sms'),
  put('_dev/products/{id}/quantity'),
  put('_dev/orders/{order_number}/age'),
  // natal charts
  get('fortune', true, ['Yeartype', 'Year', 'Month', 'Day', 'gender', 'leapyear', 'hour', 'minute', 'name']),
  get('user/characters', true, ['searchText']),
  get('user/characters/{id}', true),
  post('user/characters', true),
  put('user/characters/{id}', true),
  post('user/characters/batch-delete', true),
  // favourites and cart
  get('user/shopping-carts', true),
  post('user/shopping-carts', true),
  put('user/shopping-carts/{id}', true),
  del('user/shopping-carts/{id}', true),
  del('user/shopping-carts/products/{product_id}', true),
  del('user/shopping-carts', true),
  get('user/favorites', true),
  post('user/favorites', true),
  del('user/favorites/{id}', true),
  // orders, payment, red packets
  post('orders', true),
  get('orders', true, ['page']),
  get('orders/search', true, ['page', '_from', '_to', '_type']),
  get('orders/{id}', true),
  put('orders/{id}', true),
  post('orders/{id}/buy-again', true),
  { ...post('payments/notify'), refusal: 'text' },
  {
    ...get('payment-sandbox/checkout', false, [
      'MerchantID',
      'MerchantTradeNo',
      'TotalAmount',
      'CheckMacValue',
      'CustomField1',
    ]),
    refusal: 'html',
  },
  { ...post('payment-sandbox/pay'), refusal: 'html' },
  {
    ...get('payment-sandbox/transfer', false, [
      'MerchantID',
      'MerchantTradeNo',
      'TotalAmount',
      'ReturnURL',
      'CheckMacValue',
      'CustomField1',
    ]),
    refusal: 'html',
  },
  { ...post('payment-sandbox/transfer/confirm'), refusal: 'html' },
  get('activities_five/{order_id}', true),
  put('activities_five/{order_id}/{draw_id}', true),
];

/** `GET products/{id}` and `GET products/{product_id}` name one call: parameters and queries are left out. */
export const callKey = (method: string, path: string) =>
  `${method} ${path.replace(/\?.*$/, '').replace(/\{[^}]*\}/g, '{}')}`;

/** Every call of the contract's catalogue (lib/calls), as `callKey` writes it. */
export const contractCalls = (): string[] => [...new Set(catalogue.map((entry) => callKey(entry.method, entry.path)))];
