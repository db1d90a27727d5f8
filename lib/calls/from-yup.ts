import { z } from 'zod';
import type { InferType, ISchema, SchemaDescription, SchemaFieldDescription } from 'yup';

type Test = SchemaDescription['tests'][number];
type Bounds = { min?: number; max?: number; more?: number; less?: number };

const boundsOf = (tests: Test[]) =>
  Object.assign(
    {},
    ...tests.filter((test) => test.name === 'min' || test.name === 'max').map((test) => test.params ?? {}),
  ) as Bounds;

/**
 * The choices of a `oneOf` (without the `undefined` or `null` yup lists beside them, never a reference),
 * or the `meta({ choices })` of a field whose own test checks them (it refuses with its own message).
 */
const choicesOf = (description: SchemaDescription): unknown[] =>
  description.oneOf.length
    ? description.oneOf.filter((value) => typeof value === 'string' || typeof value === 'number')
    : ((description.meta?.choices as unknown[] | undefined) ?? []);

function choiceOf(choices: unknown[]): z.ZodType {
  if (choices.every((choice) => typeof choice === 'string')) return z.enum(choices as [string, ...string[]]);
  return z.union(
    choices.map((choice) => z.literal(choice as string | number)) as [
      z.ZodLiteral<string | number>,
      ...z.ZodLiteral<string | number>[],
    ],
  );
}

function stringOf(description: SchemaDescription): z.ZodType {
  const choices = choicesOf(description);
  if (choices.length) return choiceOf(choices);
  const { min, max } = boundsOf(description.tests);
  let schema = z.string();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

function numberOf(description: SchemaDescription): z.ZodType {
  const choices = choicesOf(description);
  if (choices.length) return choiceOf(choices);
  const { min, max, more, less } = boundsOf(description.tests);
  let schema = description.tests.some((test) => test.name === 'integer') ? z.number().int() : z.number();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  if (more !== undefined) schema = schema.gt(more);
  if (less !== undefined) schema = schema.lt(less);
  return schema;
}

function typeOf(description: SchemaFieldDescription): z.ZodType {
  if (!('tests' in description)) return z.unknown(); // a reference or a lazy schema: resolved only with a value
  if ('fields' in description)
    return z.object(
      Object.fromEntries(Object.entries(description.fields).map(([name, field]) => [name, fieldOf(field)])),
    );
  if ('innerType' in description && description.innerType && !Array.isArray(description.innerType))
    return z.array(fieldOf(description.innerType));
  if (description.type === 'string') return stringOf(description);
  if (description.type === 'number') return numberOf(description);
  if (description.type === 'boolean') return z.boolean();
  const choices = choicesOf(description);
  return choices.length ? choiceOf(choices) : z.unknown(); // mixed: its own test decides what it takes
}

function fieldOf(description: SchemaFieldDescription): z.ZodType {
  const schema = typeOf(description);
  if (!('tests' in description)) return schema.optional();
  const nullable = description.nullable ? schema.nullable() : schema;
  const field = description.optional ? nullable.optional() : nullable;
  // `meta({ shopAddition })`: a field the spec does not name, marked as shopAddition marks an answer's (schema/common.ts).
  const addition = description.meta?.shopAddition;
  return typeof addition === 'string'
    ? field.meta({
        description: `The shop's addition, not in the spec (optional): ${addition}`,
        'x-shop-addition': true,
      })
    : field;
}

/**
 * A request body's shape read from the yup schema the API validates it with (lib/domain: the rules with
 * their Traditional Chinese messages): field names, types, what is required, choices and bounds are
 * written once, there. The zod schema it gives documents the body (docs/openapi.json); its TypeScript
 * type is the yup schema's own, so what the shop sends is typed by the rule the API applies.
 */
export function bodyFrom<S extends ISchema<unknown>>(schema: S): z.ZodType<InferType<S>, InferType<S>> {
  const description = schema.describe();
  if (!('fields' in description)) throw new TypeError('A request body is an object schema');
  return typeOf(description) as z.ZodType<InferType<S>, InferType<S>>;
}
