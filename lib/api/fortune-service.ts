import 'server-only';
import ky from 'ky';
import type { FortuneQuery } from '@/lib/contract/types';
import { ANSWER_TIMEOUT_MS, CLIENT_VERSION } from './client';
import { FORTUNE_FAILED, fortuneAnswerOf, type FortuneAnswer } from './fortune';
import { serverApi } from './server';

/** The query keys the conversion takes (the spec's, and the chart's name); nothing else of a request goes on. */
const QUERY_KEYS = ['Yeartype', 'Year', 'Month', 'Day', 'gender', 'leapyear', 'hour', 'minute', 'name'] as const;

/** The conversion's query picked from a request's search parameters. */
export const fortuneQueryOf = (search: URLSearchParams): Partial<FortuneQuery> =>
  Object.fromEntries(QUERY_KEYS.flatMap((key) => (search.has(key) ? [[key, search.get(key)!]] : [])));

/** What the conversion came to: its answer, the member's bearer refused (401), or no service to answer. */
export type Conversion = FortuneAnswer | 'unauthenticated' | 'unavailable';

/**
 * The conversion, called by the server: `FORTUNE_API_URL`'s service (`GET {FORTUNE_API_URL}/fortune?…`, the
 * spec's external service), else the web API's own `GET fortune` with the member's bearer (the embedded API
 * computes it; a company API may offer it as ours does). A refusal is an answer (200 with errorstatus, or 422);
 * any other status, or none, is 'unavailable'.
 */
export async function convertOnServer(query: Partial<FortuneQuery>, authorization: string): Promise<Conversion> {
  const external = process.env.FORTUNE_API_URL;
  const service = external
    ? ky.create({
        prefixUrl: external,
        timeout: ANSWER_TIMEOUT_MS,
        retry: 0,
        headers: { 'X-Client-Version': CLIENT_VERSION },
      })
    : serverApi(authorization);
  const response = await service('fortune', { searchParams: query, throwHttpErrors: false }).catch(() => null);
  if (!response) return 'unavailable';
  if (response.status === 401 && !external) return 'unauthenticated';
  if (response.status !== 200 && response.status !== 422) {
    await response.body?.cancel();
    return 'unavailable';
  }
  const answer = fortuneAnswerOf(await response.text());
  return response.status === 422 && answer.ok ? { ok: false, error: FORTUNE_FAILED } : answer;
}
