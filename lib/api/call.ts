import type { Api } from './client';
import type { Answer, BodyInput, CallName, PathParamName, QueryInput } from '@/lib/calls/call-types';
import type { Cart, Paged } from '@/lib/contract/types';
import { isRecord, withDashedDates } from '@/lib/domain/api-dates';

/*
 * The one way to call the web API: `call(api, 'GET products/{id}', { params: { id } })`, typed by the
 * call's entry in the catalogue (lib/calls). Only types come from it and the contract: the method
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

/**
 * Makes the call named `METHOD path` (`?flag` for a variant) and answers its JSON, its date-times in the
 * dashed form whichever way the API wrote them (lib/domain/api-dates.ts); a refusal throws ApiError.
 */
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
  })
    .json<Answer<Name>>()
    .then(withDashedDates);
}

// What callers take out of an answer, named once: `call(api, 'GET calendars').then(dataOf)`. The spec shows
// no wrapper for most answers and says "some list responses are a bare array, others an object with data
// and pagination" (public §3), so each reading below takes every such form and hands the rest of the shop
// the one shape of the contract (docs/api-contract.md
// "Where the spec is silent or says two things: the shop's readings").

/** The spec's paged object: a list under `data` with its pagination. */
const isPage = (value: unknown): value is { data: unknown[] } =>
  isRecord(value) && Array.isArray(value.data) && ('last_page' in value || 'current_page' in value);

/**
 * The record or list of an answer: under `data` (a Laravel resource) or bare; a list also as the
 * spec's paged object, bare or itself under `data`.
 */
export function dataOf<T>(answer: { data: T }): T {
  const value: unknown = answer;
  if (!isRecord(value) || !('data' in value)) return value as T;
  return (isPage(value.data) ? value.data.data : value.data) as T;
}

/**
 * The record an answer carries, bare or under `data`, or null when it carries none (an answer of only
 * a message, `{data: null}`): a write's page then reads the record again, a read's says it is missing.
 */
export function recordOrNull<T>(answer: { data: T }): NonNullable<T> | null {
  const record: unknown = dataOf(answer);
  return isRecord(record) && 'id' in record ? (record as NonNullable<T>) : null;
}

/** The list of an answer in any of dataOf's forms; none (an answer that holds no list) is empty. */
export const listOf = <T>(answer: { data: T[] }): T[] => {
  const list: unknown = dataOf(answer);
  return Array.isArray(list) ? (list as T[]) : [];
};

/** The first record of a list answer (the one the spec shows), or null when the list is empty. */
export const firstOf = <T>(answer: { data: T[] }): T | null => listOf(answer)[0] ?? null;

/**
 * A page of a paged list: the spec's paged object, bare or under `data`; a bare list or a list under
 * `data` without pagination is the only page.
 */
export function pageOf<T>(answer: Paged<T>): Paged<T> {
  const value: unknown = answer;
  const page = isRecord(value) && isPage(value.data) ? value.data : value;
  if (isPage(page)) return { current_page: 1, last_page: 1, ...page } as Paged<T>;
  const data = listOf(answer);
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: data.length,
    from: null,
    to: null,
    total: data.length,
    path: '',
  };
}

/** The cart: its lines in any list form, and the lines the API removed (none when it says nothing). */
export function cartOf(answer: Cart): Cart {
  const value: unknown = answer;
  const removed = isRecord(value) && Array.isArray(value.removed) ? (value.removed as Cart['removed']) : [];
  return { data: listOf(answer), removed };
}

/**
 * The visitor total of a browse-counts answer: the spec's bare number ("returns a number"), `{data: N}`
 * or `{data: {count}}`, a number or its digits; null when it is none of them.
 */
export function visitorCount(answer: Answer<'GET browse-counts'>): number | null {
  const inner: unknown = isRecord(answer) && 'data' in answer ? answer.data : answer;
  const count: unknown = isRecord(inner) ? inner.count : inner;
  if (typeof count === 'number') return Number.isFinite(count) ? count : null;
  return typeof count === 'string' && /^\d+$/.test(count.trim()) ? Number(count) : null;
}

/** The selectable ATM dates of `GET remittance-days` ('YYYY-MM-DD'): the spec shows no shape, so dates or records with `day`. */
export const remittanceDatesOf = (answer: Answer<'GET remittance-days'>): string[] =>
  listOf<unknown>(answer)
    .map((entry) => (isRecord(entry) ? entry.day : entry))
    .filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day));
