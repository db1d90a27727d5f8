import { z } from 'zod';
import { refusal } from './schema/common';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: anyone, a member's bearer, or anyone with what a tester's bearer adds. */
export type Access = 'public' | 'member' | 'public, tester sees more';

/** A success: its JSON shape, or a file or a text the call answers instead. */
export type Success = { schema: z.ZodType } | { file: string } | { text: string };

/**
 * A refusal: a `{message, errors?, status_from_backend?}` answer; `codes` lists the status_from_backend values
 * it may carry. `plainText`: a refusal in another party's text protocol instead (the payment gateway's `0|Error`).
 */
export type Refusal = { when: string; codes?: readonly number[]; plainText?: true };

/** A call's success as its definition writes it: one schema (200), a schema per status, a file or a text. */
export type Ok = z.ZodType | Partial<Record<200 | 201, z.ZodType>> | { file: string } | { text: string };

/**
 * One call of the catalogue. Its name, query, body and success keep their own types, so that what a
 * call takes and answers is read from its entry (`./call-types.ts`), never written again.
 */
export type Call<
  Name extends string = string,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends Ok = Ok,
> = {
  /** The spec's name of the call, `METHOD path`, e.g. `GET products/{id}`. */
  name: Name;
  method: Method;
  /** Relative to the API base, `{name}` for a path parameter. */
  path: string;
  /** A query flag that makes this call a variant of another on the same path (`POST login?_first`). */
  flag?: string;
  access: Access;
  summary: string;
  /**
   * Set for a call the spec does not name, the shop's own addition: what the shop does when an API answers
   * it 404 or 405 (it has not the call). Such a call is optional; the shop's fallback uses the spec's calls.
   */
  addition?: string;
  /** Request headers of the shop's own (the spec names none), each with what an API does without it. */
  headers?: Record<string, string>;
  query: Query;
  body: Body;
  /** The success as the definition wrote it; `answers` holds it by status, beside the refusals. */
  ok: Answer;
  answers: Record<number, Success | Refusal>;
};

type Definition<Query, Body, Answer> = {
  summary: string;
  /** A call the spec does not name: what the shop does without it (see `Call.addition`). */
  addition?: string;
  /** Request headers of the shop's own (see `Call.headers`). */
  headers?: Record<string, string>;
  access?: Access;
  query?: Query;
  body?: Body;
  ok: Answer;
  refusals?: Partial<Record<number, Refusal>>;
};

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * One call of the catalogue. Refusals any call may give are added here: 400 for an unreadable
 * request, 401 without a member's bearer, 413 for a body over 1 MB, 422 when the body or query is
 * refused, and 503 while the site is closed for maintenance (5030).
 */
export function defineCall<
  const Name extends string,
  Answer extends Ok,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(name: Name, definition: Definition<Query, Body, Answer>): Call<Name, Query, Body, Answer> {
  const [method, target] = name.split(' ') as [Method, string];
  const [path, flag] = target.split('?');
  const { ok } = definition;
  const successes: Record<number, Success> = isSchema(ok)
    ? { 200: { schema: ok } }
    : 'file' in ok || 'text' in ok
      ? { 200: ok as Success }
      : Object.fromEntries(Object.entries(ok).map(([status, schema]) => [status, { schema: schema as z.ZodType }]));
  const access = definition.access ?? 'public';
  const refusals: Record<number, Refusal> = {
    400: {
      when: 'The request cannot be read: a malformed URL or query, a control character, a body that is not a JSON object.',
    },
    ...(access === 'member' ? { 401: { when: 'No live bearer token: `{"message":"Unauthenticated."}`.' } } : {}),
    ...(definition.body
      ? {
          413: { when: 'A body over 1 MB.' },
          422: { when: 'A field is refused: `errors` names each field with its messages.' },
        }
      : {}),
    ...definition.refusals,
    503: {
      when: `The site is closed for maintenance (5030).${definition.refusals?.[503] ? ` ${definition.refusals[503].when}` : ''}`,
      codes: [5030, ...(definition.refusals?.[503]?.codes ?? [])],
    },
  } as Record<number, Refusal>;
  return {
    name,
    method,
    path,
    ...(flag ? { flag } : {}),
    access,
    summary: definition.summary,
    ...(definition.addition ? { addition: definition.addition } : {}),
    ...(definition.headers ? { headers: definition.headers } : {}),
    query: definition.query as Query,
    body: definition.body as Body,
    ok,
    answers: { ...successes, ...refusals },
  };
}

export const isRefusal = (answer: Success | Refusal): answer is Refusal => 'when' in answer;

export { refusal };
