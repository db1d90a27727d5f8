import type { ChartPayload, FortuneError, FortuneQuery, FortuneResult } from '@/lib/domain/fortune';

export type { ChartPayload, FortuneError, FortuneQuery, FortuneResult };

/** A saved natal chart (GET user/characters): the database form of spec-coverage “Natal charts” / §7. */
export type Character = Omit<ChartPayload, 'is_leap'> & {
  id: number;
  sort: number;
  is_leap: number;
  /** The conversion result; null for a chart stored without one. */
  result: FortuneResult | null;
  created_at: string;
  updated_at: string;
};

/** What POST / PUT user/characters take: the payload with `result` as a JSON string (spec-coverage “Natal charts”). */
export type CharacterInput = ChartPayload & { result: string };
