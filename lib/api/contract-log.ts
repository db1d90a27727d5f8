import { findCall } from '@/lib/calls/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';
import { log } from '@/lib/node/log.mjs';
import { metrics } from '@/lib/node/metrics.mjs';
import { logText } from './log-text';

/** Past this many differences of one call, the API could add a line per request: the rest are not logged. */
const MAX_DIFFERENCES_PER_CALL = 5;

/** Differences already logged, by call: once per call and difference for the life of the process. */
const logged = new Map<string, Set<string>>();

/** Logs a difference the first time it is seen, escaped and bounded (the API chooses its keys and codes). */
function logDifference(call: string, status: number, difference: string) {
  const seen = logged.get(call) ?? new Set<string>();
  logged.set(call, seen);
  const line = logText(`${status}: ${difference}`);
  if (seen.has(line) || seen.size > MAX_DIFFERENCES_PER_CALL) return;
  seen.add(line);
  log.warn(
    seen.size > MAX_DIFFERENCES_PER_CALL
      ? `[contract] ${call}: further differences are not logged`
      : `[contract] ${call} → ${line}`,
  );
}

/**
 * With CONTRACT_CHECK=log, `fetch` that validates each answer of the web API against the contract
 * of its call (lib/contract) and logs a call whose answer differs: once per call and difference,
 * naming the call's template and the path of the difference, never a value (a member's data stays
 * out of the log). What the API chooses (a key's name, a status) is escaped and cut to one short line, and
 * a call logs at most MAX_DIFFERENCES_PER_CALL differences, so a hostile API cannot forge log lines or
 * add one per request. The answer goes on unchanged, so the page renders what it can. Off by default.
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
    if (!difference) return response;
    metrics.contractDrifts.inc({ call: call.name });
    logDifference(call.name, response.status, difference);
    return response;
  };
}
