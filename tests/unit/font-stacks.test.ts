import { readFileSync } from 'node:fs';

/** A custom property of app/globals.css, as written. */
const stack = (property: string) =>
  readFileSync('app/globals.css', 'utf8')
    .match(new RegExp(`${property}:\\s*([^;]+);`))?.[1]
    .split(',')
    .map((family) => family.trim().replace(/'/g, ''));

// Decision 0154: a generic family alone, under lang="zh-Hant-TW", draws Latin text in another font on
// Android and on iPhones; the platforms' Traditional Chinese families come first, the generic one last.
describe('the font stacks', () => {
  it('name the platforms’ Traditional Chinese sans-serif families before the generic ones', () => {
    expect(stack('--font-sans')).toEqual([
      'PingFang TC',
      'Noto Sans TC',
      'Microsoft JhengHei',
      'Heiti TC',
      'system-ui',
      'sans-serif',
    ]);
  });

  it('name the Traditional Chinese serif families before serif', () => {
    expect(stack('--font-serif')).toEqual(['Noto Serif TC', 'Songti TC', 'PMingLiU', 'MingLiU', 'serif']);
  });
});
