import { favoriteIdToRemove } from '@/lib/domain/favorites';

describe('the {id} of DELETE user/favorites/{id} (M §7; issue 50, D14)', () => {
  const list = [
    { id: 4, product_id: 10 },
    { id: -1765000000000, product_id: 20 },
  ];

  it("is the favourite's own id when the list holds it", () => {
    expect(favoriteIdToRemove(list, 10)).toBe(4);
  });

  it("is the product's id for a favourite the API has not answered yet, or one not in the list", () => {
    expect(favoriteIdToRemove(list, 20)).toBe(20);
    expect(favoriteIdToRemove(list, 30)).toBe(30);
    expect(favoriteIdToRemove([], 30)).toBe(30);
  });
});
