import type { Call, Method } from './call';
import { memberCalls } from './calls/member';
import { publicCalls } from './calls/public';

/** Every call of the web API's catalogue, the one definition of each. */
export const catalogue: readonly Call[] = [...publicCalls, ...memberCalls];

const patternOf = (call: Call) => new RegExp(`^${call.path.replace(/\{path\}/, '.+').replace(/\{[a-z_]+\}/g, '[^/]+')}$`);
const literalFirst = [...catalogue].sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
const patterns = new Map(catalogue.map((call) => [call, patternOf(call)]));

/** The call of a request: its method and path relative to the API base, with its query (a flag picks a variant). */
export function findCall(method: string, target: string): Call | undefined {
  const [path, query = ''] = target.replace(/^\/+/, '').split('?');
  const flags = new URLSearchParams(query);
  const matching = literalFirst.filter((call) => call.method === (method.toUpperCase() as Method) && patterns.get(call)!.test(path));
  return matching.find((call) => call.flag && flags.has(call.flag)) ?? matching.find((call) => !call.flag);
}
