import type { FortuneResult } from '@/lib/contract/types';
import { isRecord } from '@/lib/domain/api-dates';

/**
 * A saved chart's `result` as the shop shows it. The spec sends it "as a JSON string" (member §7) and
 * answers the "database form", so it may come back as that string or as the object; one whose lists
 * cannot be read is none (the chart is listed without its analysis, never a page that throws).
 */
export function storedChartResult(value: unknown): FortuneResult | null {
  let result = value;
  if (typeof value === 'string') {
    try {
      result = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(result)) return null;
  const lists = [result.gz, result.tengod, result.bigfate, result.five];
  return lists.every(Array.isArray) ? (result as FortuneResult) : null;
}
