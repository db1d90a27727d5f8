import { z } from 'zod';
import { isRefusal, refusal, type Call } from '@/lib/contract/call';
import { catalogue } from './catalogue';
import * as activities from '@/lib/contract/schema/activities';
import * as cart from '@/lib/contract/schema/cart';
import * as catalogueShapes from '@/lib/contract/schema/catalogue';
import * as characters from '@/lib/contract/schema/characters';
import * as content from '@/lib/contract/schema/content';
import * as fortune from '@/lib/contract/schema/fortune';
import * as member from '@/lib/contract/schema/member';
import * as orders from '@/lib/contract/schema/orders';
import * as rulesBodies from './bodies-from-rules';
import * as requests from '@/lib/contract/schema/requests';
import * as shop from '@/lib/contract/schema/shop';
import * as site from '@/lib/contract/schema/site';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown> & {
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

const SCHEMA_REF = '#/components/schemas/';
const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const operationId = (call: Call) =>
  `${call.method.toLowerCase()}${call.path
    .split('/')
    .map((part) => pascal(part.replace(/[{}]/g, '').replace(/-/g, '_')))
    .join('')}${call.flag ? pascal(call.flag.replace(/^_/, '')) : ''}`;

/** Every schema a resource group exports gets its own named component (Product, CartLine…). */
function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  registry.add(refusal, { id: 'Refusal' });
  for (const group of [
    catalogueShapes,
    site,
    content,
    shop,
    member,
    cart,
    orders,
    { ...requests, ...rulesBodies },
    activities,
    characters,
    fortune,
  ]) {
    // By name, as a module's namespace lists its exports: the request bodies are two modules' exports.
    for (const [name, schema] of Object.entries(group).sort(([a], [b]) => (a < b ? -1 : 1)))
      if (schema instanceof z.ZodType && !registry.has(schema)) registry.add(schema, { id: pascal(name) });
  }
  return registry;
}

/** zod writes every integer's safe bounds (±2^53 − 1); they say nothing the type does not. */
function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.type !== 'integer') return;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** The named schemas no call reaches (a resource group's helper shapes): left out of the document. */
function unused(schemas: Record<string, JsonSchema>, paths: unknown): string[] {
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
          const name = inner.slice(SCHEMA_REF.length);
          if (!reached.has(name)) {
            reached.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(paths);
  return Object.keys(schemas).filter((name) => !reached.has(name));
}

/**
 * Where a call's operation is in the document. A flag variant (POST login?_first) answers other shapes
 * than the call it varies, and OpenAPI holds one operation per path and method: so the variant keeps
 * its flag in its path, the URL it is called at (docs/decisions/0124-a-variant-is-its-own-operation.md).
 */
export const documentPath = (call: Call) => `/${call.path}${call.flag ? `?${call.flag}` : ''}`;

type Paths = Record<string, Record<string, Operation>>;
/** The component id of a schema: its registered one, else `id`, which it is registered under. */
type IdOf = (schema: z.ZodType, id: string) => string;

/** Names each shape once: a schema met again (a shared body or answer) keeps its first id. */
function componentNamer(registry: ReturnType<typeof namedSchemas>): IdOf {
  const ids = new Map<z.ZodType, string>();
  return (schema, id) => {
    const known = registry.get(schema)?.id ?? ids.get(schema);
    if (known) return known;
    registry.add(schema, { id });
    ids.set(schema, id);
    return id;
  };
}

/** A call's path parameters, the shop's optional headers, and its query's (converted later, one by one). */
function parametersOf(call: Call) {
  return [
    ...[...call.path.matchAll(/\{([a-z_]+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...Object.entries(call.headers ?? {}).map(([name, withoutIt]) => ({
      name,
      in: 'header',
      required: false,
      description: `The shop's addition, not in the spec (optional): ${withoutIt}`,
      'x-shop-addition': true,
      schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' },
    })),
    ...Object.entries(call.query?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: { $ref: '' },
      ['x-schema']: schema,
    })),
  ];
}

/** A call's answers by status: its refusals, its JSON success (a named component), a file or a text. */
function responsesOf(call: Call, id: string, idOf: IdOf): Operation['responses'] {
  const responses: Operation['responses'] = {};
  for (const [status, answer] of Object.entries(call.answers)) {
    if (isRefusal(answer)) {
      const codes = answer.codes?.length ? ` status_from_backend: ${answer.codes.join(', ')}.` : '';
      const content: Record<string, { schema: JsonSchema }> = answer.plainText
        ? { 'text/plain': { schema: { type: 'string' } } }
        : { 'application/json': { schema: { $ref: `${SCHEMA_REF}Refusal` } } };
      responses[status] = { description: `${answer.when}${codes}`, content };
      if (answer.codes?.length) Object.assign(responses[status], { 'x-status-from-backend': answer.codes });
    } else if ('schema' in answer) {
      responses[status] = {
        description: 'Success.',
        content: {
          'application/json': { schema: { $ref: `${SCHEMA_REF}${idOf(answer.schema, `${pascal(id)}${status}`)}` } },
        },
      };
    } else if ('file' in answer) {
      responses[status] = {
        description: 'The file.',
        content: { [answer.file]: { schema: { type: 'string', contentMediaType: answer.file } } },
      };
    } else
      responses[status] = {
        description: answer.text,
        content: { 'text/plain': { schema: { type: 'string' } } },
      };
  }
  return responses;
}

/** One call's operation: who may make it, what it takes and what it answers. */
function operationOf(call: Call, idOf: IdOf): Operation {
  const id = operationId(call);
  return {
    operationId: id,
    summary: call.name,
    description: call.addition
      ? `${call.summary}\n\n**The shop's addition: the spec does not name this call, and an API may answer it 404.** ${call.addition}`
      : call.summary,
    ...(call.addition ? { 'x-shop-addition': true } : {}),
    ...(call.access === 'member'
      ? { security: [{ bearer: [] }] }
      : call.access === 'public'
        ? {}
        : { security: [{}, { bearer: [] }] }),
    parameters: parametersOf(call),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: `${SCHEMA_REF}${idOf(call.body, `${pascal(id)}Body`)}` } },
            },
          },
        }
      : {}),
    responses: responsesOf(call, id, idOf),
  };
}

/** zod's conversion of a schema as the caller writes it, every integer's safe bounds left out. */
const conversion = { io: 'input', unrepresentable: 'any', override: withoutSafeIntegerBounds } as const;

/** The named shapes as JSON Schema components, those no call reaches left out. */
function componentSchemas(registry: ReturnType<typeof namedSchemas>, paths: Paths) {
  const { schemas } = z.toJSONSchema(registry, { ...conversion, uri: (schemaId) => `${SCHEMA_REF}${schemaId}` });
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  for (const name of unused(schemas, paths)) delete schemas[name];
  return schemas;
}

/** Query parameters' schemas are converted one by one (a parameter holds a schema, not a component). */
function convertQueryParameters(paths: Paths) {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters as Record<string, unknown>[]) {
        if (!parameter['x-schema']) continue;
        const converted = z.toJSONSchema(parameter['x-schema'] as z.ZodType, conversion);
        delete converted.$schema;
        parameter.schema = converted;
        delete parameter['x-schema'];
      }
    }
  }
}

/**
 * The OpenAPI 3.1 document of the whole catalogue (docs/openapi.json, `npm run contract:openapi`),
 * generated from lib/calls and lib/contract: the schemas' JSON Schema 2020-12 is OpenAPI 3.1's own dialect.
 */
export function openApiDocument() {
  const registry = namedSchemas();
  // Each call's bodies and answers join the registry, so one conversion names every shared shape.
  const idOf = componentNamer(registry);
  const paths: Paths = {};
  for (const call of catalogue) (paths[documentPath(call)] ??= {})[call.method.toLowerCase()] = operationOf(call, idOf);
  const schemas = componentSchemas(registry, paths);
  convertQueryParameters(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tocin web API',
      version: '1.0.0',
      description:
        'The call catalogue the shop reads, the company API and the embedded one alike. Generated from lib/contract (npm run contract:openapi); what a schema cannot say (idempotency, deadlines, order of checks, caching) is in docs/api-contract.md.',
    },
    servers: [{ url: '/api/web', description: 'The embedded API; the company API is API_BASE_URL' }],
    security: [],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: "The access_token of POST login's token reply, sent with X-Access-Type: web",
        },
      },
    },
  };
}
