import { randomUUID } from 'node:crypto';
import { isRefusal } from '@/lib/contract/call';
import { findCall } from '@/lib/calls/catalogue';
import { inSpecWords } from '@/lib/contract/spec-words';
import { log } from '@/lib/node/log.mjs';
import { fortuneAnswer } from '../routes/fortune';

type Handle = (request: Request) => Promise<Response>;

const API_PATH = /^\/api\/web\/?/;
/** Date-times the spec writes with dashes: a chart's birth (M §7), and everything of an order (M §9). */
const DASHED_KEYS = new Set(['birth_at', 'fortune_birth_at']);
const DASHED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** P §3's base-record form 'YYYY/MM/DD HH:mm:ss' for every date-time of an answer but those the spec writes dashed. */
function withSlashedDates(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return DASHED_KEYS.has(key) ? value : value.replace(DASHED_DATE_TIME, '$1/$2/$3 $4');
  if (Array.isArray(value)) return value.map((item) => withSlashedDates(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withSlashedDates(inner, name)]));
  return value;
}

const json = (body: unknown, status: number, headers?: Headers) => {
  const answer = new Response(JSON.stringify(body), { status, headers });
  answer.headers.set('Content-Type', 'application/json');
  answer.headers.delete('Content-Length');
  return answer;
};

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The embedded API as an API built from the spec alone would be (`API_DIALECT=spec`, docs/api-contract.md
 * "The spec-only mode"): a call the spec does not name answers 404; a request is read without what the
 * spec does not name (the shop's additions `cart_id`, `character_id`, the `Idempotency-Key` header); an
 * answer holds only the spec's fields, its base-record dates slashed. The fortune conversion is the
 * external service of P §7 at `/fortune` beside the API. A call, field or header beyond the spec is a
 * warning in the log (by name and path, never a value): a shop speaking the spec's words causes none.
 */
export function inSpecDialect(handle: Handle): Handle {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/fortune' && request.method === 'GET') {
      const { status, body } = fortuneAnswer(Object.fromEntries(url.searchParams));
      return json(body, status);
    }
    if (!API_PATH.test(url.pathname)) return handle(request);
    const call = findCall(
      request.method === 'HEAD' ? 'GET' : request.method,
      url.pathname.replace(API_PATH, '') + url.search,
    );
    if (!call) return handle(request);
    if (call.addition) {
      log.warn({ call: call.name }, 'spec dialect: a call the spec does not name');
      return json({ message: '找不到這個 API 路徑' }, 404);
    }
    const headers = new Headers(request.headers);
    const additions: string[] = [];
    for (const name of Object.keys(call.headers ?? {})) {
      if (headers.has(name)) additions.push(`${name} header`);
      headers.delete(name);
    }
    // The demo's POST orders needs a key (decision 0066): a key of each request's own is an API that never reads one.
    if (call.headers?.['Idempotency-Key']) headers.set('Idempotency-Key', randomUUID());
    let body: string | undefined;
    if (call.body && request.method !== 'GET' && request.method !== 'HEAD') {
      body = await request.text();
      const parsed = headers.get('content-type')?.includes('json') ? readJson(body) : undefined;
      if (parsed && typeof parsed === 'object') {
        const read = inSpecWords(call.body, parsed);
        additions.push(...read.additions);
        if (read.unnamed.length)
          log.warn({ call: call.name, fields: read.unnamed }, 'spec dialect: a request field the spec does not name');
        body = JSON.stringify(read.body);
        headers.delete('content-length');
      }
    }
    if (additions.length)
      log.warn({ call: call.name, fields: additions }, "spec dialect: the shop's additions left unread");
    const answer = await handle(
      body === undefined
        ? new Request(request, { headers })
        : new Request(request.url, { method: request.method, headers, body }),
    );
    const success = call.answers[answer.status];
    const isJson = answer.headers.get('content-type')?.includes('json');
    if (!success || isRefusal(success) || !('schema' in success) || !isJson || request.method === 'HEAD') return answer;
    const answered = readJson(await answer.text());
    const { body: inWords } = inSpecWords(success.schema, answered);
    return json(call.path.startsWith('orders') ? inWords : withSlashedDates(inWords), answer.status, answer.headers);
  };
}
