import { lineEditSteps } from '@/lib/domain/cart/line-edit';
import { chartFortune, line, product } from '../support/cart-fixtures';

/** A line's change by the spec's calls where the API has not PUT user/shopping-carts/{id} (issue 50, D19; decision 0164). */
describe('a cart line changed with POST and DELETE user/shopping-carts', () => {
  const crystal = line({ id: 4, product_id: 8, product_quantity: 3 });

  it('an ordinary quantity up adds the difference, which sums into the line', () => {
    expect(lineEditSteps(crystal, { product_quantity: 5 })).toEqual([{ add: { product_id: 8, product_quantity: 2 } }]);
  });

  it('an ordinary quantity down removes the line, then adds it at the new quantity', () => {
    expect(lineEditSteps(crystal, { product_quantity: 1 })).toEqual([
      { remove: 4 },
      { add: { product_id: 8, product_quantity: 1 } },
    ]);
  });

  it('the same quantity, or none, makes no call', () => {
    expect(lineEditSteps(crystal, { product_quantity: 3 })).toEqual([]);
    expect(lineEditSteps(crystal, {})).toEqual([]);
    expect(lineEditSteps(crystal, { product_quantity: null })).toEqual([]);
  });

  const ring = line({
    id: 9,
    product_id: 20,
    is_lucky: 1,
    is_installment: 0,
    character_id: 3,
    products: product({ id: 20, product_number: '01205' }),
    ...chartFortune,
    fortune_birth_at: '1971-05-20 12:30:00',
    fortune_word: '甲',
    fortune_ring_size: '12.5',
    fortune_finger: 'L4',
    fortune_wrist_size: null,
  });

  it("a lucky line's edit adds a line of 1 with its personalisation overlaid by the change, then removes the old line", () => {
    expect(lineEditSteps(ring, { fortune_word: '乙', fortune_ring_size: '13', is_installment: 1 })).toEqual([
      {
        add: {
          product_id: 20,
          product_quantity: 1,
          is_installment: 1,
          character_id: 3,
          ...chartFortune,
          fortune_word: '乙',
          fortune_ring_size: '13',
          fortune_finger: 'L4',
        },
      },
      { remove: 9 },
    ]);
  });

  it('a lucky line stays at 1, without character_id when the line has none; a quantity alone makes no call', () => {
    const unnamed = { ...ring, character_id: null };
    const [first] = lineEditSteps(unnamed, { fortune_word: '子', product_quantity: 2 });
    expect(first).toEqual({ add: expect.objectContaining({ product_quantity: 1, fortune_word: '子' }) });
    expect(first).not.toHaveProperty('add.character_id');
    expect(lineEditSteps(ring, { product_quantity: 1 })).toEqual([]);
  });
});
