import fc from 'fast-check';
import type { z } from 'zod';
import { draw } from '@/lib/contract/schema/activities';
import { cart, cartLine } from '@/lib/contract/schema/cart';
import { category, productImage } from '@/lib/contract/schema/catalogue';
import { order, orderCreated, orderItem } from '@/lib/contract/schema/orders';
import { office, shippingRule } from '@/lib/contract/schema/shop';
import { antifraud, contactIntro } from '@/lib/contract/schema/site';
import { openApi } from '../support/openapi-document';
import { arbitraryOf } from '../support/zod-arbitrary';

/**
 * Issue 50, item 1: an answer must hold only what the spec names. Fields the spec's entities do not have (P §3,
 * M §3) are the shop's additions: optional in the contract, marked `x-shop-addition` in docs/openapi.json, and
 * the pages do without them (the conformance report's drift list).
 */
const record = { id: 1, created_at: '2026-01-02 03:04:05', updated_at: '2026-01-02 03:04:05', deleted_at: null };

it.each([
  [
    'an office without fax (M §3 Office)',
    office,
    {
      ...record,
      name: '台北分公司',
      sort: 1,
      code: 'A01',
      postal_code: '100',
      city: '臺北市',
      district: '中正區',
      address: '重慶南路一段 1 號',
      telephone: '02-2311-0000',
      is_sales_territory_use: 1,
      is_fortune_use: 0,
    },
  ],
  [
    'a shipping rule without name (M §3: id, shipping_fee, free_shipping)',
    shippingRule,
    { ...record, shipping_fee: 100, free_shipping: 5000 },
  ],
  ['an anti-fraud notice without title', antifraud, { ...record, content: '<p>請小心詐騙</p>', status: 1 }],
  ['a contact intro without title', contactIntro, { ...record, content: '<p>歡迎來信</p>' }],
  [
    'a product image without product_id',
    productImage,
    {
      ...record,
      name: '正面',
      sort: 1,
      type: 'image',
      status: 1,
      size: 1,
      image_alt: '',
      image_title: '',
      image: 'products/01001-1.webp',
    },
  ],
])('%s keeps the contract', (_, schema, answer) => {
  expect(schema.safeParse(answer).success).toBe(true);
});

/** Each answer's schema (its name in docs/openapi.json) with the fields its spec entity lacks: the drift list. */
const ADDITIONS: [string, z.ZodType, string[]][] = [
  ['Office', office, ['fax']],
  ['ShippingRule', shippingRule, ['name']],
  ['Category', category, ['is_all']],
  ['Antifraud', antifraud, ['title']],
  ['ContactIntro', contactIntro, ['title']],
  ['ProductImage', productImage, ['product_id']],
  ['Order', order, ['payment_deadline', 'closed_reason', 'payment_link_void', 'cart_restored', 'demo_transfer_url']],
  [
    'OrderItem',
    orderItem,
    [
      'activity_item_id',
      'fortune_calendar',
      'fortune_year',
      'fortune_month',
      'fortune_day',
      'fortune_china_hour',
      'fortune_minute',
    ],
  ],
  ['CartLine', cartLine, ['character_id', 'created_at', 'updated_at']],
  ['Cart', cart, ['removed']],
  ['Draw', draw, ['activity_title', 'opened_at', 'product']],
  // M §7: POST orders answers "payment and url".
  ['OrderCreated', orderCreated, ['id', 'order_number', 'order_status']],
];

describe.each(ADDITIONS)('%s', (name, schema, fields) => {
  it(`docs/openapi.json marks ${fields.join(', ')} optional, x-shop-addition`, () => {
    const documented = openApi.components.schemas[name];
    expect(fields.filter((field) => documented.properties[field]?.['x-shop-addition'] !== true)).toEqual([]);
    expect((documented.required as string[]).filter((field) => fields.includes(field))).toEqual([]);
  });

  it('keeps the contract answered without them', () => {
    for (const answer of fc.sample(arbitraryOf(schema), { seed: 50, numRuns: 5 })) {
      const spec = Object.fromEntries(Object.entries(answer as object).filter(([key]) => !fields.includes(key)));
      expect(schema.safeParse(spec).error?.issues).toBeUndefined();
    }
  });
});

// M §7 names no header: POST orders' Idempotency-Key is the shop's (the conformance report's D25).
it('docs/openapi.json declares POST orders’ Idempotency-Key an optional header, x-shop-addition', () => {
  const parameters = openApi.paths['/orders'].post.parameters as Record<string, unknown>[];
  expect(parameters.find((parameter) => parameter.name === 'Idempotency-Key')).toMatchObject({
    in: 'header',
    required: false,
    'x-shop-addition': true,
  });
});
