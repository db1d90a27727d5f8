import type { z } from 'zod';
import { pathText } from './check-answer';

/** What a body holds beyond the spec's words: the shop's additions and what the contract does not name at all. */
export type BeyondTheSpec = { additions: string[]; unnamed: string[] };

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isAddition = (schema: z.ZodType) => schema.meta()?.['x-shop-addition'] === true;

/** The schema a value is read with, through the wrappers that do not change its shape (optional, nullable, a pipe …). */
function shapeOf(schema: z.ZodType, value: unknown): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(def.innerType as z.ZodType, value);
    case 'pipe':
      return shapeOf(def.in as z.ZodType, value);
    case 'lazy':
      return shapeOf((def.getter as () => z.ZodType)(), value);
    case 'union': {
      const options = def.options as z.ZodType[];
      const fitting = options.find((option) => option.safeParse(value).success) ?? options[0];
      return shapeOf(fitting, value);
    }
    default:
      return schema;
  }
}

type Walk = { found: BeyondTheSpec; keepUnnamed: boolean };

function walk(schema: z.ZodType, value: unknown, path: PropertyKey[], how: Walk): unknown {
  const shape = shapeOf(schema, value);
  const def = defOf(shape);
  if (def.type === 'array' && Array.isArray(value))
    return value.map((item, index) => walk(def.element as z.ZodType, item, [...path, index], how));
  if (def.type === 'record' && value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, walk(def.valueType as z.ZodType, inner, [...path, key], how)]),
    );
  if (def.type !== 'object' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = def.shape as Record<string, z.ZodType>;
  const kept: [string, unknown][] = [];
  for (const [key, inner] of Object.entries(value)) {
    const field = fields[key];
    if (!field) {
      how.found.unnamed.push(pathText([...path, key]));
      if (how.keepUnnamed) kept.push([key, inner]);
    } else if (isAddition(field)) how.found.additions.push(pathText([...path, key]));
    else kept.push([key, walk(field, inner, [...path, key], how)]);
  }
  return Object.fromEntries(kept);
}

/**
 * A body (an answer, or a request's) with only the spec's words, by the contract's `schema`: every field
 * marked the shop's addition (`x-shop-addition`) left out, and every field the contract does not name
 * (unless `keepUnnamed`), with where each was (paths only, never a value: the body may be a member's data).
 */
export function inSpecWords(
  schema: z.ZodType,
  body: unknown,
  { keepUnnamed = false } = {},
): { body: unknown } & BeyondTheSpec {
  const found: BeyondTheSpec = { additions: [], unnamed: [] };
  return { body: walk(schema, body, [], { found, keepUnnamed }), ...found };
}
