import type { Answer } from '@/lib/calls/call-types';
import type { Character } from '@/lib/contract/types';
import { storedChartResult } from '@/lib/domain/fortune/stored-result';
import { listOf } from './call';

/** The member's saved charts, each `result` read from the JSON string or the object it came as. */
export const charactersOf = (answer: Answer<'GET user/characters'>): Character[] =>
  listOf(answer).map((chart) => ({ ...chart, result: storedChartResult(chart.result) }));
