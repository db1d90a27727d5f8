import { parseListState, toApiQuery } from '@/lib/routes/product-list-query';

// P §3 "Sort values: 0 default, 2 price ascending, 3 price descending"; P §2 names order_by beside sort, no value shown.
describe("the product list's query to GET products", () => {
  it.each([
    ['2', { sort: '2', order_by: 'price' }],
    ['3', { sort: '3', order_by: 'price' }],
  ])('sort %s goes with order_by=price', (sort, expected) => {
    expect(toApiQuery(parseListState({ sort }))).toMatchObject(expected);
  });

  it('the default sort sends no order_by', () => {
    expect(toApiQuery(parseListState({})).order_by).toBeUndefined();
  });
});
