import { isLocalPath } from '@/lib/domain/local-path';

describe('isLocalPath: a path on this site and nothing else', () => {
  it.each(['/member/shopcart/step/5', '/product/list?keyword=%E9%AB%94%E9%A9%97', '/home#top', '/a%20b'])(
    '%j is local',
    (value) => {
      expect(isLocalPath(value)).toBe(true);
    },
  );

  it.each([
    [''],
    [null],
    [undefined],
    ['home'],
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['/member\t/x'],
    ['/\t/evil.example'],
    ['/member/shopcart/step/5\r\nSet-Cookie: x=1'],
    ['/member/shopcart/step/5%0D%0ASet-Cookie:%20x=1'],
    ['/member%09'],
    ['/%E0%A4%A'],
  ])('%j is not', (value) => {
    expect(isLocalPath(value)).toBe(false);
  });
});
