import type { Character } from '@/lib/contract/types';
import { chartSchema, chartValuesOf } from '@/lib/domain/fortune';

/** A saved chart as the lucky form's select lists it: name, gender and birth date. */
export const chartLabel = (chart: Character) =>
  `${chart.name}（${chart.gender === 'M' ? '男' : '女'}，${chart.birth_at.slice(0, 10)}）`;

/** A saved chart's own rules (spec-coverage “Product page: cart and favourites”: the line and its chart are validated together). */
export async function chartMessage(chart: Character | undefined): Promise<string | undefined> {
  if (!chart) return undefined;
  try {
    await chartSchema.validate(chartValuesOf(chart));
    return undefined;
  } catch (error) {
    return error instanceof Error ? `命盤「${chart.name}」資料不完整：${error.message}` : undefined;
  }
}
