import { findCall } from '@/lib/contract/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';

/** Differences already logged, once per call and difference for the life of the process. */
const logged = new Set<string>();

/**
 * With CONTRACT_CHECK=log, `fetch` that validates each answer of the web API against the contract
 * of its call (lib/contract) and logs a call whose answer differs: once per call and difference,
 * naming the call's template and the path of the difference, never a value (a member's data stays
 * out of the log). The answer goes on unchanged, so the page renders what it can. Off by default.
 */
export function checkingContract(fetcher: typeof fetch, base: string): typeof fetch {
  if (process.env.CONTRACT_CHECK !== 'log') return fetcher;
  const root = new URL(base).pathname.replace(/\/+$/, '');
  return async (input, init) => {
    const response = await fetcher(input, init);
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const call = findCall(request.method, `${pathname.slice(root.length)}${search}`);
    if (!call || !(response.headers.get('content-type') ?? '').includes('json')) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const difference = checkAnswer(call, response.status, body);
    const key = `${call.name} → ${response.status}: ${difference}`;
    if (difference && !logged.has(key)) {
      logged.add(key);
      console.warn(`[contract] ${key}`);
    }
    return response;
  };
}
