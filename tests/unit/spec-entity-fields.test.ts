import { productImage } from '@/lib/contract/schema/catalogue';
import { office, shippingRule } from '@/lib/contract/schema/shop';
import { antifraud, contactIntro } from '@/lib/contract/schema/site';

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
