'use client';

import type { Character } from '@/lib/contract/types';
import { chartValuesOf, LUCKY_TIME } from '@/lib/domain/fortune';
import base from '@/components/ui/panel.module.css';
import { ChartAnalysis } from './chart-analysis';
import { ChartForm } from './chart-form';
import { saveChart } from './save-chart';
import styles from './natal-chart.module.css';

const pad = (value: string) => value.padStart(2, '0');

/** Birth date and time as the static row shows them (fortune_time HH:mm, --:-- for 吉時). */
function birthText(chart: Character) {
  const values = chartValuesOf(chart);
  if (!values.fortune_year) return `${chart.calendar} 出生日期資料有誤`;
  const year = chart.calendar === '西元' ? `${values.fortune_year}年` : `民國${values.fortune_year}年`;
  const leap = values.fortune_is_leap === '1' ? '閏' : '';
  const time =
    chart.hour === LUCKY_TIME ? '--:--' : `${pad(String(Number(chart.hour)))}:${pad(String(Number(chart.minute)))}`;
  return `${chart.calendar} ${year}${leap}${values.fortune_month}月${values.fortune_day}日 ${time}（${chart.china_hour}）`;
}

type Props = {
  chart: Character;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The row shows the chart's form instead of its analysis. */
  editing: boolean;
  onEdit: (editing: boolean) => void;
  /** Called after an update was saved, to read the list again. */
  onSaved: () => Promise<unknown>;
  showAnalysis: boolean;
};

/** One chart of the list: its selection box and a panel with the birth data, its analysis or its form. */
export function ChartRow({ chart, selected, onSelect, editing, onEdit, onSaved, showAnalysis }: Props) {
  return (
    <li className={styles.item}>
      <input
        type="checkbox"
        className={styles.select}
        aria-label={`選取 ${chart.name}`}
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
      />
      <details className={styles.panel}>
        <summary>
          <strong>{chart.name}</strong>
          <span>{chart.gender === 'M' ? '男' : '女'}</span>
          <span>{birthText(chart)}</span>
        </summary>
        {editing ? (
          <ChartForm
            initialValues={chartValuesOf(chart)}
            submitLabel="更新"
            onSave={async (values) => {
              const outcome = await saveChart(values, chart.id);
              if ('failure' in outcome) return outcome.failure || undefined;
              onEdit(false);
              await onSaved();
              return undefined;
            }}
            onCancel={() => onEdit(false)}
          />
        ) : (
          <div className={styles.static}>
            <button type="button" className={base.secondary} onClick={() => onEdit(true)}>
              編輯
            </button>
            {showAnalysis && chart.result && <ChartAnalysis result={chart.result} />}
          </div>
        )}
      </details>
    </li>
  );
}
