'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { call, dataOf } from '@/lib/api/call';
import { ApiError } from '@/lib/api/errors';
import { convertFortune } from '@/lib/api/fortune';
import { bffApi } from '@/lib/api/member-browser';
import type { Character } from '@/lib/contract/types';
import { chartPayload, chartValuesOf, emptyChartValues, fortuneQuery, LUCKY_TIME, type ChartFormValues } from '@/lib/domain/fortune';
import { useCharacters } from '@/lib/hooks/use-characters';
import { useMember } from '@/lib/hooks/use-member';
import { CHARTS_PER_PAGE, chartPageFromQuery, chartPageHref, chartPageOf, lastChartPage } from '@/lib/routes/natal-chart-list';
import { Pagination } from '@/components/product/pagination';
import base from '@/components/ui/panel.module.css';
import { ChartAnalysis } from './chart-analysis';
import { ChartForm } from './chart-form';
import styles from './natal-chart.module.css';

export const NO_RESULT = '查無結果，請重新查詢';

/**
 * Converts the chart (its errorstatus text goes on the form), then creates or updates it with the
 * spec's payload and the result as a JSON string: the saved chart's id, or the failure for the form.
 * Failures of the save itself only release the form ('').
 */
async function saveChart(values: ChartFormValues, id?: number): Promise<{ saved: number } | { failure: string }> {
  const api = bffApi();
  try {
    const answer = await convertFortune(api, fortuneQuery(values));
    if (!answer.ok) return { failure: answer.error };
    const body = { ...chartPayload(values), result: JSON.stringify(answer.result) };
    const saved = await (id ? call(api, 'PUT user/characters/{id}', { params: { id }, body }) : call(api, 'POST user/characters', { body })).then(dataOf);
    return { saved: saved.id };
  } catch (error) {
    if (error instanceof ApiError && error.errors) return { failure: Object.values(error.errors)[0]?.[0] ?? error.message };
    if (error instanceof ApiError && error.body.errorstatus) return { failure: String(error.body.error) };
    return { failure: '' };
  }
}

const pad = (value: string) => value.padStart(2, '0');

/** Birth date and time as the static row shows them (fortune_time HH:mm, --:-- for 吉時). */
function birthText(chart: Character) {
  const values = chartValuesOf(chart);
  if (!values.fortune_year) return `${chart.calendar} 出生日期資料有誤`;
  const year = chart.calendar === '西元' ? `${values.fortune_year}年` : `民國${values.fortune_year}年`;
  const leap = values.fortune_is_leap === '1' ? '閏' : '';
  const time = chart.hour === LUCKY_TIME ? '--:--' : `${pad(String(Number(chart.hour)))}:${pad(String(Number(chart.minute)))}`;
  return `${chart.calendar} ${year}${leap}${values.fortune_month}月${values.fortune_day}日 ${time}（${chart.china_hour}）`;
}

/**
 * /member/natalchart (spec-coverage “Natal charts”): search, list as panels CHARTS_PER_PAGE at a time (the page in
 * ?page=), select all (the page shown), delete selected, edit in place, add.
 */
export function NatalChartManager() {
  const router = useRouter();
  const params = useSearchParams();
  const [query, setQuery] = useState('');
  const [searchText, setSearchText] = useState('');
  const [editing, setEditing] = useState<number | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const member = useMember();
  const { data: charts, error, isLoading, mutate } = useCharacters(searchText);
  const showAnalysis = member.data !== undefined && member.data.character_auth !== 'N';
  const list = charts ?? [];
  // A page past the last one (its last chart deleted, a shorter search result, an old link) shows the last page.
  const requested = chartPageFromQuery(params);
  const lastPage = lastChartPage(list.length);
  const page = charts ? Math.min(requested, lastPage) : requested;
  const shown = list.slice((page - 1) * CHARTS_PER_PAGE, page * CHARTS_PER_PAGE);
  const allSelected = shown.length > 0 && shown.every((chart) => selected.includes(chart.id));

  // The selection is of the page shown: another page starts with none.
  const [selectionPage, setSelectionPage] = useState(page);
  if (selectionPage !== page) {
    setSelectionPage(page);
    setSelected([]);
  }

  const goTo = (target: number) => router.replace(chartPageHref(target), { scroll: false });
  useEffect(() => {
    if (charts && requested > lastPage) router.replace(chartPageHref(lastPage), { scroll: false });
  }, [charts, requested, lastPage, router]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSelected([]);
    setSearchText(query.trim());
    if (requested > 1) goTo(1);
  };

  const removeSelected = async () => {
    if (!selected.length || deleting) return;
    setDeleting(true);
    try {
      await call(bffApi(), 'POST user/characters/batch-delete', { body: { _method: 'delete', id: selected } });
      setSelected([]);
    } catch {
      // spec-coverage “Natal charts”: a failed delete only releases the button
    } finally {
      setDeleting(false);
      await mutate();
    }
  };

  const toggle = (id: number, on: boolean) => setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((value) => value !== id)));

  return (
    <section className={base.card}>
      <h1 className={base.title}>命盤管理</h1>

      <form className={styles.search} role="search" onSubmit={search}>
        <label htmlFor="natalchart-search" className={styles.visuallyHidden}>
          搜尋姓名
        </label>
        <input id="natalchart-search" className={base.input} type="search" placeholder="請輸入姓名" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit" className={base.button}>
          查詢
        </button>
      </form>

      <div className={styles.toolbar}>
        <label className={styles.choice}>
          <input type="checkbox" checked={allSelected} disabled={!shown.length} onChange={(e) => setSelected(e.target.checked ? shown.map((chart) => chart.id) : [])} />
          全選
        </label>
        <button type="button" className={base.secondary} disabled={!selected.length || deleting} aria-busy={deleting} onClick={() => void removeSelected()}>
          刪除所選
        </button>
      </div>

      {isLoading && <p role="status">載入中…</p>}
      {error && (
        <p className={base.error} role="alert">
          資料載入失敗，請稍後再試。
        </p>
      )}
      {charts && !list.length && <p className={styles.empty}>{NO_RESULT}</p>}

      <ul className={styles.list} aria-label="命盤列表">
        {shown.map((chart) => (
          <li key={chart.id} className={styles.item}>
            <input type="checkbox" className={styles.select} aria-label={`選取 ${chart.name}`} checked={selected.includes(chart.id)} onChange={(e) => toggle(chart.id, e.target.checked)} />
            <details className={styles.panel}>
              <summary>
                <strong>{chart.name}</strong>
                <span>{chart.gender === 'M' ? '男' : '女'}</span>
                <span>{birthText(chart)}</span>
              </summary>
              {editing === chart.id ? (
                <ChartForm
                  initialValues={chartValuesOf(chart)}
                  submitLabel="更新"
                  onSave={async (values) => {
                    const outcome = await saveChart(values, chart.id);
                    if ('failure' in outcome) return outcome.failure || undefined;
                    setEditing(undefined);
                    await mutate();
                    return undefined;
                  }}
                  onCancel={() => setEditing(undefined)}
                />
              ) : (
                <div className={styles.static}>
                  <button type="button" className={base.secondary} onClick={() => setEditing(chart.id)}>
                    編輯
                  </button>
                  {showAnalysis && chart.result && <ChartAnalysis result={chart.result} />}
                </div>
              )}
            </details>
          </li>
        ))}
      </ul>
      <Pagination current={page} last={lastPage} hrefOf={chartPageHref} />

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
            const index = (await mutate())?.findIndex((chart) => chart.id === outcome.saved) ?? -1;
            if (index >= 0 && chartPageOf(index) !== page) goTo(chartPageOf(index));
            return undefined;
          }}
        />
      </section>
    </section>
  );
}
