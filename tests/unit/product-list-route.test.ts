import { listHref } from '@/lib/routes/product-list-query';
import { listRoute, listSegment, stateFromSegment } from '@/lib/routes/product-list-route';

const route = (search: string) => listRoute(new URLSearchParams(search));

describe('/product/list → /product/list/q/[query] (proxy.ts rewrites every request there)', () => {
  it('serves the full list from one segment: no param, unknown params, or defaults only', () => {
    const full = `/product/list/q/${listSegment({})}`;
    for (const search of [
      '',
      'utm_source=x',
      'page=1',
      'sort=0',
      'order_by=price',
      'keyword=%20%20',
      'page=abc&category_id=-1',
    ]) {
      expect(route(search)).toBe(full);
    }
    expect(stateFromSegment(listSegment({}))).toEqual({
      page: 1,
      sort: 0,
      category_id: undefined,
      series_id: undefined,
      keyword: undefined,
    });
  });

  it('names one canonical segment per state: order and unknown params do not matter', () => {
    const canonical = route('category_id=3&sort=2&page=2');
    expect(canonical).toMatch(/^\/product\/list\/q\/[\w-]+$/);
    expect(route('page=2&utm_source=x&sort=2&order_by=price&category_id=03')).toBe(canonical);
    expect(route('category_id=3&sort=2&page=2&category_id=9')).toBe(canonical);
  });

  it('round-trips the state through the segment, keyword included', () => {
    const state = { page: 4, category_id: 3, series_id: 5, sort: 3 as const, keyword: '手鍊 a&b=c/%?' };
    const segment = listSegment(state);
    expect(segment).toMatch(/^[\w-]+$/);
    expect(stateFromSegment(segment)).toEqual(state);
    expect(route(listHref(state).split('?')[1])).toBe(`/product/list/q/${segment}`);
  });

  it('keeps the longest keyword (50 characters) in a segment short enough for a file name', () => {
    for (const keyword of ['手'.repeat(60), `a${'😀'.repeat(30)}`]) {
      const segment = route(new URLSearchParams({ keyword, sort: '2', page: '12' }).toString())
        .split('/')
        .at(-1)!;
      expect(segment.length).toBeLessThan(240);
      expect(stateFromSegment(segment)).toMatchObject({ sort: 2, page: 12 });
    }
  });

  it('refuses a segment that is not canonical', () => {
    expect(stateFromSegment(Buffer.from('?sort=2&category_id=3').toString('base64url'))).toBeNull();
    expect(stateFromSegment(Buffer.from('?utm=1').toString('base64url'))).toBeNull();
    expect(stateFromSegment('not base64 at all!')).toBeNull();
  });
});
