import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { isRefusal, type Call } from '@/lib/contract/call';
import { findCall } from '@/lib/calls/catalogue';
import { arbitraryOf } from './zod-arbitrary';

/**
 * A company web API for tests that keeps the contract and nothing more: every call of the catalogue
 * (findCall) answers its success with data generated from the call's schema (tests/support/zod-arbitrary.ts,
 * leaning to the edges: empty lists, nulls, long and odd texts, extreme numbers). The answer depends only
 * on the seed and the request (method, path and query), so a seed replays the same answers in any order,
 * to the server and the browser alike.
 */
export type RandomAnswer = { status: number; contentType: string; body: string | Buffer };

/** A 1×1 PNG: what a storage file answers when it exists. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A token that ends within the walk would sign the member out halfway: the pages after it would all be the login page. */
const SHORTEST_TOKEN_SECONDS = 3600;

/** FNV-1a of the seed and the request, a 32-bit seed of its own for fast-check. */
function requestSeed(seed: number, request: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const unit of request) hash = Math.imul(hash ^ unit.codePointAt(0)!, 0x01000193);
  return hash | 0;
}

const json = (status: number, body: unknown): RandomAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

function successOf(call: Call): { status: number; answer: Call['answers'][number] } {
  const [status, answer] = Object.entries(call.answers).find(([, value]) => !isRefusal(value))!;
  return { status: Number(status), answer };
}

/**
 * The answer of one request, `target` relative to the API base (`products?page=2`): a success of its call
 * with generated data; a storage file is a tiny image for about half the paths and 404 for the rest; a
 * request no call matches is 404.
 */
export function randomAnswer(seed: number, method: string, target: string): RandomAnswer {
  const request = `${method.toUpperCase()} ${target.replace(/^\/+/, '')}`;
  const call = findCall(method, target);
  if (!call) return json(404, { message: '找不到此路徑' });
  const own = requestSeed(seed, request);
  const { status, answer } = successOf(call);
  if ('file' in answer)
    return own % 2 ? { status: 200, contentType: 'image/png', body: TINY_PNG } : json(404, { message: '找不到此檔案' });
  if ('text' in answer) return { status, contentType: 'text/plain', body: '1|OK' };
  if (!('schema' in answer)) throw new Error(`random-api: ${call.name} has no success to answer`);
  const [generated] = fc.sample(arbitraryOf(answer.schema, { edges: true }), { seed: own, numRuns: 1 });
  if (call.name === 'POST login') {
    const token = generated as { expires_in: number };
    return json(status, { ...token, expires_in: Math.max(token.expires_in, SHORTEST_TOKEN_SECONDS) });
  }
  return json(status, generated);
}

export type RandomApi = {
  baseUrl: string;
  /** The body of the latest answer to a call (`GET products/sidebar`), undefined when it was not called. */
  latestAnswer: (callName: string) => unknown;
  close: () => Promise<void>;
};

/**
 * The API on a port of its own (127.0.0.1): `baseUrl` is what API_BASE_URL names (`…/api`); its storage
 * is `/storage/<path>` on the same origin, as Laravel serves it.
 */
export async function startRandomApi(seed: number): Promise<RandomApi> {
  const latest = new Map<string, RandomAnswer>();
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const target = url.startsWith('/api/')
      ? url.slice('/api/'.length)
      : url.startsWith('/storage/')
        ? url.slice(1)
        : null;
    const answer = target === null ? json(404, { message: '找不到此路徑' }) : randomAnswer(seed, method, target);
    const call = target === null ? undefined : findCall(method, target);
    if (call) latest.set(call.name, answer);
    req.resume(); // the body is not read: answers depend on the request line only
    res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    latestAnswer: (callName) => {
      const answer = latest.get(callName);
      return answer?.contentType === 'application/json' ? JSON.parse(String(answer.body)) : undefined;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
