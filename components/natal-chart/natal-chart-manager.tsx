'use client';

import { useState, type FormEvent } from 'react';
import { emptyChartValues } from '@/lib/domain/fortune';
import { useMember } from '@/lib/hooks/use-member';
import { chartPageHref, chartPageOf } from '@/lib/routes/natal-chart-list';
import { Pagination } from '@/components/product/pagination';
import base from '@/components/ui/panel.module.css';
import { ChartForm } from './chart-form';
import { ChartRow } from './chart-row';
import { saveChart } from './save-chart';
import { useChartList } from './use-chart-list';
import styles from './natal-chart.module.css';

export const NO_RESULT = '查無結果，請重新查詢';

/**
 * /member/natalchart (spec-coverage “Natal charts”): search, list as panels CHARTS_PER_PAGE at a time (the page in
 * ?page=), select all (the page shown), delete selected, edit in place, add.
 */
export function NatalChartManager() {
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<number | undefined>();
  const [formKey, setFormKey] = useState(0);
  const member = useMember();
  const showAnalysis = member.data !== undefined && member.data.character_auth !== 'N';
  const list = useChartList();
  const { charts, shown, selected } = list;

  return (
    <section className={base.card}>
      <h1 className={base.title}>命盤管理</h1>

      <form
        className={styles.search}
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          list.search(query);
        }}
      >
        <label htmlFor="natalchart-search" className={styles.visuallyHidden}>
          搜尋姓名
        </label>
        <input
          id="natalchart-search"
          className={base.input}
          type="search"
          placeholder="請輸入姓名"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className={base.button}>
          查詢
        </button>
      </form>

      <div className={styles.toolbar}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={list.allSelected}
            disabled={!shown.length}
            onChange={(e) =>
              list.select(
                shown.map((chart) => chart.id),
                e.target.checked,
              )
            }
          />
          全選
        </label>
        <button
          type="button"
          className={base.secondary}
          disabled={!selected.length || list.deleting}
          aria-busy={list.deleting}
          onClick={() => void list.removeSelected()}
        >
          刪除所選
        </button>
      </div>

      {list.isLoading && <p role="status">載入中…</p>}
      {list.error && (
        <p className={base.error} role="alert">
          資料載入失敗，請稍後再試。
        </p>
      )}
      {charts && !charts.length && <p className={styles.empty}>{NO_RESULT}</p>}

      <ul className={styles.list} aria-label="命盤列表">
        {shown.map((chart) => (
          <ChartRow
            key={chart.id}
            chart={chart}
            selected={selected.includes(chart.id)}
            onSelect={(on) => list.select([chart.id], on)}
            editing={editing === chart.id}
            onEdit={(on) => setEditing(on ? chart.id : undefined)}
            onSaved={list.mutate}
            showAnalysis={showAnalysis}
          />
        ))}
      </ul>
      <Pagination current={list.page} last={list.lastPage} hrefOf={chartPageHref} />

      <section className={styles.add} aria-labelledby="natalchart-add">
        <h2 id="natalchart-add" className={base.subtitle}>
          新增命盤
        </h2>
        <ChartForm
          key={formKey}
          initialValues={emptyChartValues()}
          submitLabel="新增"
          onSave={async (values) => {
            const outcome = await saveChart(values);
            if ('failure' in outcome) return outcome.failure || undefined;
            setFormKey((key) => key + 1);
            // The new chart stays in sight: the list goes to the page that holds it.
            const index = (await list.mutate())?.findIndex((chart) => chart.id === outcome.saved) ?? -1;
            if (index >= 0 && chartPageOf(index) !== list.page) list.goTo(chartPageOf(index));
            return undefined;
          }}
        />
      </section>
    </section>
  );
}
