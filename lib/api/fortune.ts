import type { FortuneError, FortuneResult } from '@/lib/contract/types';
import { isRecord } from '@/lib/domain/api-dates';

/**
 * The fortune conversion's answer (spec-coverage “Natal charts”; P §7, M §7: a separate external GET with the
 * query Yeartype, Year, Month, Day, gender, leapyear, hour, minute, whose response may be a JSON string). A
 * refusal comes as {errorstatus, error}, with HTTP 422 from the embedded API or 200 from an external service.
 */
export type FortuneAnswer = { ok: true; result: FortuneResult } | { ok: false; error: string };

/** The conversion's message when the service gives none. */
export const FORTUNE_FAILED = '命盤轉換失敗';

/** A body as the service sent it, parsed as long as it is a JSON string (the spec: it may be one). */
function parsedBody(body: unknown): unknown {
  let value = body;
  for (let depth = 0; typeof value === 'string' && depth < 3; depth++) {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

/** The service's answer, a JSON string or not, as the chart's result or its refusal. */
export function fortuneAnswerOf(body: unknown): FortuneAnswer {
  const parsed = parsedBody(body);
  if (!isRecord(parsed)) return { ok: false, error: FORTUNE_FAILED };
  const value = parsed as Partial<FortuneResult & FortuneError>;
  if (value.errorstatus) return { ok: false, error: String(value.error || FORTUNE_FAILED) };
  return { ok: true, result: value as FortuneResult };
}
