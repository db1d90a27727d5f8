import type { z } from 'zod';
import { catalogue } from '@/lib/calls/catalogue';
import { chartBatchDelete } from '@/lib/contract/schema/requests';
import {
  characterSearchQuery,
  fortuneConversionQuery,
  orderSearchQuery,
  pageQuery,
  productListQuery,
  productSearchKeyword,
} from '@/lib/contract/schema/queries';
import { call, createMemberWithToken, withFreshDatabase } from '../support/api';
import { solarChartFortuneQuery } from '../support/member-records';

withFreshDatabase();

let token = '';
beforeAll(async () => {
  token = (await createMemberWithToken()).token;
});

const queryOf = (name: string) => catalogue.find((entry) => entry.name === name)?.query;

/** Values every parameter meets: whole numbers in and out of bounds, other numbers, words, dates real and not. */
const samples = [
  '',
  '1',
  '0',
  '-1',
  '-0',
  '2',
  '3',
  '4',
  '1000000',
  '1000001',
  '100000',
  '100001',
  '1.5',
  '1e2',
  ' 1',
  'x',
  'price',
  'orderDate',
  'paidDate',
  '2025-03-01',
  '2025-02-30',
  '2025-03-01 23:59:59',
  '2025-03-01 24:00:00',
  'yesterday',
];

describe("a query's documented shape is the one the API reads", () => {
  it.each<[string, z.ZodObject]>([
    ['GET products', productListQuery],
    ['GET orders', pageQuery],
    ['GET orders/search', orderSearchQuery],
    ['GET news', pageQuery],
    ['GET boss-articles', pageQuery],
    ['GET user/characters', characterSearchQuery],
    ['GET fortune', fortuneConversionQuery],
  ])('%s documents the very schema its route parses', (name, schema) => {
    expect(queryOf(name)).toBe(schema);
  });

  it('GET products/search documents the list query and its keyword', () => {
    expect(queryOf('GET products/search')?.shape).toEqual({ ...productListQuery.shape, keyword: productSearchKeyword });
  });

  const cases: [string, string, string][] = [
    ['GET products', 'products', ''],
    ['GET products/search', 'products/search', 'keyword=a&'],
    ['GET orders', 'orders', ''],
    ['GET orders/search', 'orders/search', ''],
    ['GET news', 'news', ''],
  ];
  it.each(cases)(
    '%s refuses with 400 exactly the values its documented shape refuses, naming the parameter',
    async (name, path, prefix) => {
      const shape = queryOf(name)!.shape as Record<string, z.ZodType>;
      for (const parameter of Object.keys(shape).filter((key) => key !== 'keyword')) {
        for (const value of samples) {
          const documented = value === '' || shape[parameter].safeParse(value).success;
          const response = await call('GET', `${path}?${prefix}${parameter}=${encodeURIComponent(value)}`, { token });
          const refused = response.status === 400;
          expect({ parameter, value, refused }).toEqual({ parameter, value, refused: !documented });
          if (refused) expect(response.json.message).toBe(`查詢參數 ${parameter} 格式錯誤`);
        }
      }
    },
  );

  it.each([
    ['', '請輸入搜尋關鍵字'],
    ['   ', '請輸入搜尋關鍵字'],
    ['x'.repeat(51), '搜尋關鍵字不可超過 50 個字'],
    ['a', undefined],
    [` ${'x'.repeat(50)} `, undefined],
  ])('GET products/search with keyword %j answers as its documented shape says', async (keyword, message) => {
    expect(productSearchKeyword.safeParse(keyword).success).toBe(message === undefined);
    const response = await call('GET', `products/search?keyword=${encodeURIComponent(keyword)}`);
    if (message === undefined) expect(response.status).toBe(200);
    else expect([response.status, response.json.errors.keyword]).toEqual([422, [message]]);
  });

  it('names the first refused parameter in the order the API checks them', async () => {
    expect((await call('GET', 'products?sort=9&page=0&category_id=x')).json.message).toBe('查詢參數 page 格式錯誤');
    expect((await call('GET', 'orders/search?page=0&_to=x&_type=x', { token })).json.message).toBe(
      '查詢參數 _type 格式錯誤',
    );
  });

  it('GET user/characters takes any searchText, as documented', async () => {
    for (const value of samples) {
      expect(characterSearchQuery.safeParse({ searchText: value }).success).toBe(true);
      expect((await call('GET', `user/characters?searchText=${encodeURIComponent(value)}`, { token })).status).toBe(
        200,
      );
    }
  });

  const chart: Record<string, string> = { ...solarChartFortuneQuery, name: '王小明' };
  /** The message the API refuses a parameter's shape with (its domain rules, e.g. the year's range, have others). */
  const shapeMessage = (parameter: string, value: string) =>
    ({
      Yeartype: '曆法類型錯誤（Yeartype 須為 1、2 或 3）',
      Year: '出生日期格式錯誤',
      Month: '出生日期格式錯誤',
      Day: '出生日期格式錯誤',
      gender: '請選擇性別',
      leapyear: '閏月參數錯誤（leapyear 須為 1 或 0）',
      hour: value.trim() ? `出生時間錯誤：沒有 ${value.trim()} 時` : '請填寫出生時間',
      minute: `出生時間錯誤：沒有 ${value.trim()} 分`,
    })[parameter];
  const fortuneSamples = [
    '',
    ' ',
    '0',
    '1',
    '2',
    '3',
    ' 2 ',
    '01',
    '23',
    '24',
    '59',
    '60',
    'x',
    '1.5',
    '-1',
    'M',
    'F',
    'm',
    '吉',
    '吉時',
    ' 吉 ',
    '1990',
  ];

  it('GET fortune refuses with the shape message exactly the values its documented shape refuses (a blank value is absent)', async () => {
    const shape = fortuneConversionQuery.shape as Record<string, z.ZodType>;
    for (const parameter of Object.keys(shape)) {
      for (const value of fortuneSamples) {
        const documented = shape[parameter].safeParse(value.trim() ? value : undefined).success;
        const query = new URLSearchParams({ ...chart, [parameter]: value });
        const response = await call('GET', `fortune?${query}`, { token });
        const refusedForShape = response.status === 422 && response.json.message === shapeMessage(parameter, value);
        expect({ parameter, value, refusedForShape }).toEqual({ parameter, value, refusedForShape: !documented });
        if (
          documented &&
          parameter !== 'Year' &&
          parameter !== 'Month' &&
          parameter !== 'Day' &&
          parameter !== 'Yeartype'
        )
          expect({ parameter, value, status: response.status }).toEqual({ parameter, value, status: 200 });
      }
    }
  });

  const ids = (length: number) => Array.from({ length }, (_, index) => 900_000 + index);
  it.each<[object]>([
    [{ _method: 'delete', id: [999_999] }],
    [{ _method: 'DELETE', id: ['999999'] }],
    [{ _method: ' delete ', id: [' 7 ', '0007'] }],
    [{ _method: 'delete', id: ids(500) }],
    [{ id: [1] }],
    [{ _method: 'remove', id: [1] }],
    [{ _method: ['delete'], id: [1] }],
    [{ _method: 'delete' }],
    [{ _method: 'delete', id: [] }],
    [{ _method: 'delete', id: '1' }],
    [{ _method: 'delete', id: [0] }],
    [{ _method: 'delete', id: ['000'] }],
    [{ _method: 'delete', id: [1.5] }],
    [{ _method: 'delete', id: ['1.5'] }],
    [{ _method: 'delete', id: [1_000_000_000] }],
    [{ _method: 'delete', id: [[1]] }],
    [{ _method: 'delete', id: ids(501) }],
  ])('POST user/characters/batch-delete refuses body %# exactly when its documented body does', async (body) => {
    expect(catalogue.find((entry) => entry.name === 'POST user/characters/batch-delete')?.body).toBe(chartBatchDelete);
    const documented = chartBatchDelete.safeParse(body).success;
    const response = await call('POST', 'user/characters/batch-delete', { token, body });
    // An accepted body names no chart of this member: 404, nothing deleted.
    expect(response.status).toBe(documented ? 404 : 422);
  });
});
