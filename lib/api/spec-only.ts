import { findCall } from '@/lib/calls/catalogue';
import { inSpecWords } from '@/lib/contract/spec-words';

/**
 * With API_DIALECT=spec, `fetch` that speaks to the web API in the spec's words only (docs/api-contract.md
 * "The spec-only mode"), for a company API built from the spec alone: a call the spec does not name is
 * answered 404 here, without asking the API, so the shop's fallback runs at once; a request goes without the
 * shop's additions (`cart_id`, `character_id`, the `Idempotency-Key` header); a field the contract does not
 * name at all goes on, for the API to refuse. Off by default: an API that has the additions is asked for them.
 */
export function speakingSpecOnly(fetcher: typeof fetch, base: string): typeof fetch {
  if (process.env.API_DIALECT !== 'spec') return fetcher;
  const root = new URL(base).pathname.replace(/\/+$/, '');
  return async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const call = findCall(request.method, `${pathname.slice(root.length)}${search}`);
    if (call?.addition) return Response.json({ message: '找不到這個 API 路徑' }, { status: 404 });
    const headers = new Headers(request.headers);
    for (const name of Object.keys(call?.headers ?? {})) headers.delete(name);
    let body: string | undefined;
    if (call?.body && request.method !== 'GET' && request.method !== 'HEAD') {
      body = await request.text();
      try {
        body = JSON.stringify(inSpecWords(call.body, JSON.parse(body), { keepUnnamed: true }).body);
        headers.delete('content-length');
      } catch {
        // not JSON: it goes as it is, and the API refuses it
      }
    }
    return fetcher(
      body === undefined
        ? new Request(request, { headers })
        : new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
    );
  };
}
