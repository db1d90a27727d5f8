import type { Api } from './client';
import type { Answer, BodyInput, CallName, PathParamName, QueryInput } from '@/lib/contract/call-types';

/*
 * The one way to call the web API: `call(api, 'GET products/{id}', { params: { id } })`, typed by the
 * call's entry in the contract (lib/contract/calls). Only types come from the contract: the method
 * and path are read from the name itself, so no catalogue or zod reaches a page's JavaScript.
 */

/** The calls that answer JSON (not a file or a text). */
export type JsonCallName = { [Name in CallName]: [Answer<Name>] extends [never] ? never : Name }[CallName];

type ParamsOption<Name extends string> = [PathParamName<Name>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamName<Name>, string | number> };
type QueryOption<Query> = [Query] extends [never]
  ? { query?: never }
  : Partial<Query> extends Query
    ? { query?: Query }
    : { query: Query };
type BodyOption<Body> = [Body] extends [never] ? { body?: never } : { body: Body };

type CallOptions<Name extends JsonCallName> = ParamsOption<Name> &
  QueryOption<QueryInput<Name>> &
  BodyOption<BodyInput<Name>> & { headers?: Record<string, string> };

/** The options argument, left out when nothing in it is required. */
export type OptionsArgument<Name extends JsonCallName> =
  Partial<CallOptions<Name>> extends CallOptions<Name> ? [options?: CallOptions<Name>] : [options: CallOptions<Name>];

type LooseOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
};

/** The query string of the values given; an empty value is left out, as if absent. */
const queryString = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();

/** Makes the call named `METHOD path` (`?flag` for a variant) and answers its JSON; a refusal throws ApiError. */
export function call<Name extends JsonCallName>(
  api: Api,
  name: Name,
  ...[options]: OptionsArgument<Name>
): Promise<Answer<Name>> {
  const { params = {}, query = {}, body, headers } = (options ?? {}) as LooseOptions;
  const [method, target] = name.split(' ');
  const [template, flag] = target.split('?');
  const path = template.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(params[param]));
  const searchParams = [flag, queryString(query)].filter(Boolean).join('&');
  return api(path, {
    method,
    ...(searchParams ? { searchParams } : {}),
    ...(body === undefined ? {} : { json: body }),
    ...(headers ? { headers } : {}),
  }).json<Answer<Name>>();
}

// What callers take out of an answer, named once: `call(api, 'GET calendars').then(dataOf)`.

/** The record or list a Laravel resource answer wraps in `data`. */
export const dataOf = <T>(answer: { data: T }) => answer.data;

/** The first record of a list answer (the one the spec shows), or null when the list is empty. */
export const firstOf = <T>(answer: { data: T[] }) => answer.data[0] ?? null;

/** The visitor total of a browse-counts answer. */
export const visitorCount = (answer: { data: { count: number } }) => answer.data.count;
