/**
 * Lucky (開運) products: personalised fortune accessories, never quick-bought, never favourited,
 * always quantity 1 in the cart (spec-coverage “Platform”, member §9).
 */
const range = (from: number, to: number, prefix = '0') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

export const LUCKY_PRODUCT_NUMBERS: readonly string[] = [
  ...range(1001, 1005),
  ...range(1011, 1015),
  '01006',
  '11006',
  ...range(1205, 1209),
];

const lucky = new Set(LUCKY_PRODUCT_NUMBERS);

export const isLuckyProductNumber = (productNumber: string | null | undefined) =>
  !!productNumber && lucky.has(productNumber.trim());

/** Lucky products that need a ring size and a finger (spec-coverage “Platform”). */
export const RING_PRODUCT_NUMBERS: readonly string[] = ['01205', '01001', '01011'];

/** Lucky products that need a wrist size, M-21cm or L-24cm (spec-coverage “Platform”). */
export const WRIST_PRODUCT_NUMBERS: readonly string[] = ['01209', '01005', '01015'];

/** The fragile treasure bowl, never sent to an outlying island (spec-coverage “Platform” step 3). */
export const FRAGILE_PRODUCT_NUMBER = '01065';
