import fc from 'fast-check';
import type { z } from 'zod';

/** How deep a recursive shape (an article's web_children) goes before its lists are empty. */
const MAX_DEPTH = 3;
/** The longest list generated: enough to mix items, short enough to check every call quickly. */
const MAX_ITEMS = 3;

type Def = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- zod's definitions differ per kind

/** The definitions of a schema's checks (`.regex()`, `.min()`, `.int()`…). */
const checksOf = (def: Def): Def[] => ((def.checks ?? []) as z.core.$ZodCheck[]).map((check) => check._zod.def as Def);

/** A string matching every pattern of the schema (a string format's own included), or any text (astral characters too) within its length bounds. */
function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const patterns: RegExp[] = [def.pattern, ...checks.filter((check) => check.check === 'string_format').map((check) => check.pattern)].filter(Boolean);
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum;
  const [first, ...others] = patterns;
  if (!first) return fc.string({ unit: 'grapheme', minLength, ...(maxLength === undefined ? {} : { maxLength }) });
  return fc.stringMatching(first).filter((value) => others.every((pattern) => pattern.test(value)) && value.length >= minLength && (maxLength === undefined || value.length <= maxLength));
}

/** A number within the schema's bounds; an integer when it says `.int()`. */
function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  if (checks.some((check) => check.check === 'number_format')) {
    const min = lower ? lower.value + (lower.inclusive ? 0 : 1) : -1e6;
    const max = upper ? upper.value - (upper.inclusive ? 0 : 1) : 1e6;
    return fc.integer({ min, max });
  }
  return fc.double({ noNaN: true, noDefaultInfinity: true, ...(lower ? { min: lower.value, minExcluded: !lower.inclusive } : {}), ...(upper ? { max: upper.value, maxExcluded: !upper.inclusive } : {}) });
}

/**
 * Answers generated from the zod side of the contract (the input a schema parses), with fast-check:
 * each kind of zod 4 schema the contract uses becomes its arbitrary, with its checks (patterns,
 * lengths, bounds, integers). A kind it does not know throws, so a new kind in the contract is noticed
 * rather than skipped.
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
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
      return fc.option(arbitraryOf(def.innerType, depth), { nil: null });
    case 'optional':
    case 'default':
      return arbitraryOf(def.innerType, depth);
    case 'pipe':
      return arbitraryOf(def.in, depth);
    case 'lazy':
      return arbitraryOf(def.getter(), depth + 1);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, depth)));
    case 'array':
      return depth >= MAX_DEPTH ? fc.constant([]) : fc.array(arbitraryOf(def.element, depth), { maxLength: MAX_ITEMS });
    case 'record':
      return fc.dictionary(arbitraryOf(def.keyType, depth) as fc.Arbitrary<string>, arbitraryOf(def.valueType, depth), { maxKeys: MAX_ITEMS });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, arbitraryOf(inner, depth)]));
      const requiredKeys = Object.keys(shape).filter((key) => shape[key]._zod.optin !== 'optional');
      return fc.record(model, { requiredKeys });
    }
    default:
      throw new Error(`zod-arbitrary: no arbitrary for a zod ${def.type}`);
  }
}
