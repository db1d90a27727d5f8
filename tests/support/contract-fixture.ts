import fc from 'fast-check';
import type { z } from 'zod';
import type { Answer, CallName } from '@/lib/calls/call-types';
import { catalogue } from '@/lib/calls/catalogue';
import { arbitraryOf } from './zod-arbitrary';

type Def = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- zod's definitions differ per kind

/** What a test gives: any part of the record, down to any depth. */
export type DeepPartial<T> = T extends readonly (infer Item)[]
  ? DeepPartial<Item>[]
  : T extends object
    ? { [Key in keyof T]?: DeepPartial<T[Key]> }
    : T;

/** Plain values for a patterned string the test left out: a date-time, a date, a month, a postal code, a phone… */
const PLAIN_STRINGS = [
  '2026-01-01 00:00:00',
  '2026-01-01',
  '202601',
  '00:00:00',
  '100',
  '02-2345-6789',
  'member@example.com',
  'https://example.com/',
  '/',
];

const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** The value of a field the test left out: none where the contract allows it, else zero, empty, the first choice. */
function neutral(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'nullable':
    case 'null':
      return null;
    case 'optional':
    case 'default':
    case 'unknown':
      return undefined;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'literal':
      return def.values[0];
    case 'array':
      return [];
    case 'record':
      return {};
    case 'object':
      return complete(schema, {});
    case 'union':
      return neutral(def.options[0]);
    case 'pipe':
      return neutral(def.in);
    case 'lazy':
      return neutral(def.getter());
    default: {
      const plain = def.type === 'number' ? [0, 1] : ['', ...PLAIN_STRINGS];
      return (
        plain.find((value) => schema.safeParse(value).success) ??
        fc.sample(arbitraryOf(schema), { numRuns: 1, seed: 1 })[0]
      );
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an object schema has every field a given object has (any other value: any schema). */
function holdsKeysOf(schema: z.ZodType, value: unknown): boolean {
  const def = defOf(schema);
  if (!isPlainObject(value)) return true;
  if (def.type === 'nullable' || def.type === 'optional') return holdsKeysOf(def.innerType, value);
  if (def.type !== 'object') return def.type === 'union' || def.type === 'record' || def.type === 'unknown';
  return Object.keys(value).every((key) => key in def.shape);
}

/** `value` with every field the test left out filled by `neutral`, at any depth; what it gave stays as given. */
function complete(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined) return neutral(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return value === null ? null : complete(def.innerType, value);
    case 'pipe':
      return complete(def.in, value);
    case 'lazy':
      return complete(def.getter(), value);
    case 'array':
      return Array.isArray(value) ? value.map((item) => complete(def.element, item)) : value;
    case 'union': {
      // The choice the given value already is, else the first whose fields hold all it gives, once completed.
      const options = def.options as z.ZodType[];
      if (options.some((option) => option.safeParse(value).success)) return value;
      const fitting = options.filter((option) => holdsKeysOf(option, value));
      const completed = fitting.map((option) => [option, complete(option, value)] as const);
      return completed.find(([option, candidate]) => option.safeParse(candidate).success)?.[1] ?? value;
    }
    case 'object': {
      if (!isPlainObject(value)) return value;
      const shape = def.shape as Record<string, z.ZodType>;
      const filled = Object.entries(shape).flatMap(([key, field]) => {
        const fieldValue = complete(field, value[key]);
        return fieldValue === undefined ? [] : [[key, fieldValue]];
      });
      return { ...value, ...Object.fromEntries(filled) };
    }
    default:
      return value;
  }
}

/**
 * Test data as the contract has it: what the test gives, every field it left out filled with none where
 * the contract allows null, else zero, an empty text or list, the first choice or a plain date, then
 * parsed by `schema`, so that a value the contract refuses fails where the data is written.
 */
export const contractFixture = <Schema extends z.ZodType>(
  schema: Schema,
  data: DeepPartial<z.input<Schema>>,
): z.output<Schema> => schema.parse(complete(schema, data));

/** A call's success answer (`status`, 200 unless given) as a contract fixture: `contractAnswer('GET users', { data: { name } })`. */
export function contractAnswer<Name extends CallName>(
  name: Name,
  data: DeepPartial<Answer<Name>>,
  status = 200,
): Answer<Name> {
  const answer = catalogue.find((call) => call.name === name)?.answers[status];
  if (!answer || !('schema' in answer)) throw new Error(`${name} has no JSON answer at ${status}`);
  return contractFixture(answer.schema, data as never) as Answer<Name>;
}

/** The status at which a call gives a refusal code (`status_from_backend`), as the contract has it. */
export function statusOfCode(name: CallName, code: number): number {
  const answers = catalogue.find((call) => call.name === name)?.answers ?? {};
  const found = Object.entries(answers).find(([, answer]) => 'codes' in answer && answer.codes?.includes(code));
  if (!found) throw new Error(`${name} never gives ${code}`);
  return Number(found[0]);
}
