import { cartCount, FINGERS, FORTUNE_WORDS, lineLimit, personalisationSchema, RING_SIZES } from '@/lib/domain/cart';

const product = (product_number: string, quantity: number, max_limited_buy: number | null = null) => ({
  product_number,
  quantity,
  max_limited_buy,
});

describe('cart line limit (spec-coverage “Favourites and cart API”)', () => {
  it('is min(max_limited_buy, stock) when a maximum is set', () => {
    expect(lineLimit(product('08003', 60, 3))).toBe(3);
    expect(lineLimit(product('08003', 2, 3))).toBe(2);
  });

  it('is min(50, stock) without a maximum (null or 0)', () => {
    expect(lineLimit(product('02001', 160))).toBe(50);
    expect(lineLimit(product('02001', 12))).toBe(12);
    expect(lineLimit(product('02001', 160, 0))).toBe(50);
  });

  it('is 1 for a lucky product and 0 (已售完) at zero or negative stock', () => {
    expect(lineLimit(product('01205', 999))).toBe(1);
    expect(lineLimit(product('02008', 0))).toBe(0);
    expect(lineLimit(product('01205', -1))).toBe(0);
  });

  it('sums quantities for the badge', () => {
    expect(cartCount([{ product_quantity: 2 }, { product_quantity: 1 }, { product_quantity: 3 }])).toBe(6);
    expect(cartCount([])).toBe(0);
  });
});

describe('lucky personalisation (spec-coverage “Favourites and cart API”)', () => {
  const valid = async (productNumber: string, values: object) =>
    personalisationSchema(productNumber)
      .validate(values, { abortEarly: false })
      .then(
        (value) => ({ ok: true as const, value }),
        (error: { errors: string[] }) => ({ ok: false as const, errors: error.errors }),
      );

  it('offers 22 words, 30 ring sizes from 3 to 17.5 and ten fingers', () => {
    expect(FORTUNE_WORDS).toHaveLength(22);
    expect(RING_SIZES).toHaveLength(30);
    expect(RING_SIZES[0]).toBe('3');
    expect(RING_SIZES.at(-1)).toBe('17.5');
    expect(FINGERS.map((finger) => finger.id)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'L1', 'L2', 'L3', 'L4', 'L5']);
    expect(FINGERS[3].label).toBe('右手無名指');
  });

  it('needs a chart, a word, ring size and finger for a ring (01205, 01001, 01011)', async () => {
    expect(await valid('01205', {})).toEqual({
      ok: false,
      errors: ['請選擇命盤', '請選擇字樣', '請選擇戒圍', '請選擇配戴手指'],
    });
    expect(await valid('01011', { character_id: 1, fortune_word: '甲', fortune_ring_size: '12.5' })).toEqual({
      ok: false,
      errors: ['請選擇配戴手指'],
    });
    expect(
      (await valid('01001', { character_id: 1, fortune_word: '子', fortune_ring_size: '17.5', fortune_finger: 'L4' }))
        .ok,
    ).toBe(true);
  });

  it('refuses values outside the lists', async () => {
    expect(
      await valid('01205', { character_id: 1, fortune_word: '金', fortune_ring_size: '18', fortune_finger: 'R6' }),
    ).toEqual({
      ok: false,
      errors: ['請選擇字樣', '請選擇戒圍', '請選擇配戴手指'],
    });
  });

  it('needs a wrist size for a bracelet (01209, 01005, 01015) and drops ring fields', async () => {
    expect(await valid('01209', { character_id: 1, fortune_word: '甲' })).toEqual({
      ok: false,
      errors: ['請選擇手圍'],
    });
    const result = await valid('01015', {
      character_id: 2,
      fortune_word: '亥',
      fortune_wrist_size: 'L-24cm',
      fortune_ring_size: '5',
      fortune_finger: 'R1',
    });
    expect(result).toEqual({ ok: true, value: { character_id: 2, fortune_word: '亥', fortune_wrist_size: 'L-24cm' } });
  });

  it('needs only a chart and a word for other lucky items', async () => {
    expect(await valid('01006', { character_id: 3, fortune_word: '戊' })).toEqual({
      ok: true,
      value: { character_id: 3, fortune_word: '戊' },
    });
    expect(await valid('01006', { character_id: 'x', fortune_word: '戊' })).toEqual({
      ok: false,
      errors: ['請選擇命盤'],
    });
  });
});
