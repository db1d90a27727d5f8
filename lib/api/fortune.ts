import { call } from './call';
import { createApi, type Api } from './client';
import { ApiError } from './errors';
import type { FortuneQuery } from '@/lib/domain/fortune';
import type { FortuneError, FortuneResult } from '@/lib/contract/types';

/**
 * The fortune conversion call (spec-coverage “Natal charts”, member §4): GET fortune with Yeartype, Year, Month,
 * Day, gender, leapyear, hour, minute. By default it is the web API's own `fortune` (the embedded API
 * computes it; members reach it through the BFF as /api/bff/fortune). `FORTUNE_API_URL`, read on the
 * server only, points server-side callers at an external conversion service instead: this module is
 * the one switch. The answer may be a JSON string (parsed here); a refusal comes as
 * {errorstatus, error}, with HTTP 422 from the embedded API or 200 from an external one.
 */
export type FortuneAnswer = { ok: true; result: FortuneResult } | { ok: false; error: string };

let external: Api | undefined;

/** The client of the conversion service for a caller's API client (server: external when FORTUNE_API_URL is set). */
export function fortuneClient(api: Api): Api {
  const url = typeof window === 'undefined' ? process.env.FORTUNE_API_URL : undefined;
  if (!url) return api;
  external ??= createApi({ prefixUrl: url });
  return external;
}

function answerOf(body: unknown): FortuneAnswer {
  const parsed: unknown = typeof body === 'string' ? JSON.parse(body) : body;
  const value = parsed as Partial<FortuneResult & FortuneError>;
  if (value && value.errorstatus) return { ok: false, error: String(value.error ?? '命盤轉換失敗') };
  return { ok: true, result: parsed as FortuneResult };
}

export async function convertFortune(api: Api, query: FortuneQuery): Promise<FortuneAnswer> {
  try {
    return answerOf(await call(fortuneClient(api), 'GET fortune', { query }));
  } catch (error) {
    if (error instanceof ApiError && error.body.errorstatus)
      return { ok: false, error: String(error.body.error ?? error.message) };
    throw error;
  }
}
