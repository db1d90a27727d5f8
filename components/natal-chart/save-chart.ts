import { call, dataOf } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { bffApi, convertFortune } from '@/lib/api/member-browser';
import { chartPayload, fortuneQuery, type ChartFormValues } from '@/lib/domain/fortune';

/**
 * Converts the chart on the shop's server (its errorstatus text goes on the form), then creates or updates it with the
 * spec's payload and the result as a JSON string: the saved chart's id, or the failure for the form.
 * Failures of the save itself only release the form ('').
 */
export async function saveChart(
  values: ChartFormValues,
  id?: number,
): Promise<{ saved: number } | { failure: string }> {
  const api = bffApi();
  try {
    const answer = await convertFortune(fortuneQuery(values));
    if (!answer.ok) return { failure: answer.error };
    const body = { ...chartPayload(values), result: JSON.stringify(answer.result) };
    const saved = await (
      id ? call(api, 'PUT user/characters/{id}', { params: { id }, body }) : call(api, 'POST user/characters', { body })
    ).then(dataOf);
    return { saved: saved.id };
  } catch (error) {
    if (error instanceof ApiError && error.errors)
      return { failure: Object.values(error.errors)[0]?.[0] ?? error.message };
    if (error instanceof ApiError && error.body.errorstatus) return { failure: String(error.body.error) };
    return { failure: '' };
  }
}
