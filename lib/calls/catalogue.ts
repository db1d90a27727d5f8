import type { Call, Method } from '@/lib/contract/call';
import { memberCalls } from './member';
import { publicCalls } from './public';

const calls = [...publicCalls, ...memberCalls];

/** Every call of the web API's catalogue, the one definition of each. */
export const catalogue: readonly Call[] = calls;

type Entry = (typeof calls)[number];
/** The entry whose name is `Name` (an entry defined for several paths has a union of names). */
type Named<C, Name> = C extends { name: infer Names } ? (Name extends Names ? C : never) : never;

/** The catalogue keyed by call name, each entry with its own query, body and success types (`./call-types.ts`). */
export type Catalogue = { [Name in Entry['name']]: Named<Entry, Name> };

const patternOf = (call: Call) =>
  new RegExp(`^${call.path.replace(/\{path\}/, '.+').replace(/\{[a-z_]+\}/g, '[^/]+')}$`);
const literalFirst = [...catalogue].sort(
  (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
);
const patterns = new Map(catalogue.map((call) => [call, patternOf(call)]));

/** The call of a request: its method and path relative to the API base, with its query (a flag picks a variant). */
export function findCall(method: string, target: string): Call | undefined {
  const [path, query = ''] = target.replace(/^\/+/, '').split('?');
  const flags = new URLSearchParams(query);
  const matching = literalFirst.filter(
    (call) => call.method === (method.toUpperCase() as Method) && patterns.get(call)!.test(path),
  );
  return matching.find((call) => call.flag && flags.has(call.flag)) ?? matching.find((call) => !call.flag);
}
