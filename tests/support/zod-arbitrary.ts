import fc from 'fast-check';
import type { z } from 'zod';

/** How deep a recursive shape (an article's web_children) goes before its lists are empty. */
const MAX_DEPTH = 3;
/** The longest list generated: enough to mix items, short enough to check every call quickly. */
const MAX_ITEMS = 3;

/**
 * `edges`: lean towards the answers that break pages rather than spreading evenly: empty lists, nulls
 * where allowed, empty, very long and unusual texts (astral characters, joiners, right-to-left marks,
 * markup), and numbers at their bounds or far from everyday ones. Patterned strings stay as their
 * pattern generates them.
 */
export type ArbitraryOptions = { edges?: boolean };

type Context = ArbitraryOptions & { depth: number };

type Def = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- zod's definitions differ per kind

/** The definitions of a schema's checks (`.regex()`, `.min()`, `.int()`…). */
const checksOf = (def: Def): Def[] => ((def.checks ?? []) as z.core.$ZodCheck[]).map((check) => check._zod.def as Def);

/** Texts that have broken pages elsewhere: joined emoji, a character outside the BMP, a right-to-left override, a combining mark, markup, a word that never wraps. */
const ODD_TEXTS = [
  '👨‍👩‍👧‍👦',
  '𠀋𡈽𩸽',
  '\u202E東震\u202C',
  'e\u0301\u0301',
  '<b>粗體</b><script>alert(1)</script>',
  '&amp; &lt;',
  ' ',
  `${'靈芝'.repeat(60)}`,
  'W'.repeat(120),
];

/** Free text leaning towards the odd ones: empty, very long, unusual Unicode. */
const edgyText = (minLength: number, maxLength: number | undefined): fc.Arbitrary<string> => {
  const within = (value: string) => value.length >= minLength && (maxLength === undefined || value.length <= maxLength);
  return fc
    .oneof(
      { weight: 2, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_TEXTS) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 300, maxLength: 1200 }) },
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    )
    .filter(within);
};

/** A string matching every pattern of the schema (a string format's own included), or any text (astral characters too) within its length bounds. */
function stringArbitrary(def: Def, { edges }: Context): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const patterns: RegExp[] = [
    def.pattern,
    ...checks.filter((check) => check.check === 'string_format').map((check) => check.pattern),
  ].filter(Boolean);
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum;
  const [first, ...others] = patterns;
  if (!first) {
    const plain = fc.string({ unit: 'grapheme', minLength, ...(maxLength === undefined ? {} : { maxLength }) });
    return edges ? fc.oneof(edgyText(minLength, maxLength), plain) : plain;
  }
  return fc
    .stringMatching(first)
    .filter(
      (value) =>
        others.every((pattern) => pattern.test(value)) &&
        value.length >= minLength &&
        (maxLength === undefined || value.length <= maxLength),
    );
}

/** An integer at or near a bound, zero, one, minus one, or the largest a 32-bit column holds. */
const edgyInteger = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(...[min, max, 0, 1, -1, 2 ** 31 - 1, -(2 ** 31)].filter((value) => value >= min && value <= max)),
    fc.integer({ min: Math.max(min, 0), max: Math.min(max, 20) }),
    fc.integer({ min, max }),
  );

/** A number within the schema's bounds; an integer when it says `.int()`. */
function numberArbitrary(def: Def, { edges }: Context): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  if (checks.some((check) => check.check === 'number_format')) {
    const unbounded = edges ? Number.MAX_SAFE_INTEGER : 1e6;
    const min = lower ? lower.value + (lower.inclusive ? 0 : 1) : -unbounded;
    const max = upper ? upper.value - (upper.inclusive ? 0 : 1) : unbounded;
    return edges ? edgyInteger(min, max) : fc.integer({ min, max });
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(lower ? { min: lower.value, minExcluded: !lower.inclusive } : {}),
    ...(upper ? { max: upper.value, maxExcluded: !upper.inclusive } : {}),
  });
}

function arrayArbitrary(element: z.ZodType, context: Context): fc.Arbitrary<unknown[]> {
  if (context.depth >= MAX_DEPTH) return fc.constant<unknown[]>([]);
  const items = fc.array(build(element, context), { maxLength: MAX_ITEMS });
  return context.edges ? fc.oneof(fc.constant<unknown[]>([]), items) : items;
}

function build(schema: z.ZodType, context: Context): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  const inner = (innerSchema: z.ZodType) => build(innerSchema, context);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, context);
    case 'number':
      return numberArbitrary(def, context);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
      return fc.jsonValue();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'nullable':
      // fast-check's own default is null one time in five; at the edges, one in two.
      return fc.option(inner(def.innerType), { nil: null, ...(context.edges ? { freq: 2 } : {}) });
    case 'optional':
    case 'default':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return build(def.getter(), { ...context, depth: context.depth + 1 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'array':
      return arrayArbitrary(def.element, context);
    case 'record':
      return fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: MAX_ITEMS });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inner(value)]));
      const requiredKeys = Object.keys(shape).filter((key) => shape[key]._zod.optin !== 'optional');
      return fc.record(model, { requiredKeys });
    }
    default:
      throw new Error(`zod-arbitrary: no arbitrary for a zod ${def.type}`);
  }
}

/**
 * Answers generated from the zod side of the contract (the input a schema parses), with fast-check:
 * each kind of zod 4 schema the contract uses becomes its arbitrary, with its checks (patterns,
 * lengths, bounds, integers). A kind it does not know throws, so a new kind in the contract is noticed
 * rather than skipped.
 */
export const arbitraryOf = (schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> =>
  build(schema, { ...options, depth: 0 });
