import type { z } from 'zod';
import type { Catalogue } from './catalogue';

/**
 * What each call of the catalogue takes and answers, read from its entry: types only, so that the
 * client (lib/api/call.ts) is typed by the contract without loading it.
 */
export type CallName = keyof Catalogue;

/** The `{name}`s of a call's path, e.g. `'order_id' | 'draw_id'`. */
export type PathParamName<Name extends string> = Name extends `${string}{${infer Param}}${infer Rest}`
  ? Param | PathParamName<Rest>
  : never;

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** The query as the caller writes it (its schema's input); never for a call without one. */
export type QueryInput<Name extends CallName> = InputOf<Catalogue[Name]['query']>;

/** The body as the caller writes it (its schema's input); never for a call without one. */
export type BodyInput<Name extends CallName> = InputOf<Catalogue[Name]['body']>;

type SuccessOf<Ok> = Ok extends z.ZodType
  ? z.output<Ok>
  : Ok extends { file: string } | { text: string }
    ? never
    : { [Status in keyof Ok]: z.output<Ok[Status]> }[keyof Ok];

/** The JSON a call answers on success (its 200 or 201 schema's output); never for a file or a text. */
export type Answer<Name extends CallName> = SuccessOf<Catalogue[Name]['ok']>;
