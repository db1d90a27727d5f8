'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { call } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import { useCharacters } from '@/lib/hooks/use-characters';
import { CHARTS_PER_PAGE, chartPageFromQuery, chartPageHref, lastChartPage } from '@/lib/routes/natal-chart-list';

/**
 * The chart list's state (spec-coverage “Natal charts”): the charts found by name, the page of them shown
 * (?page=, a page past the last shows the last), the selection of that page and its deletion.
 */
export function useChartList() {
  const router = useRouter();
  const params = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState(false);
  const { data: charts, error, isLoading, mutate } = useCharacters(searchText);
  const list = charts ?? [];
  // A page past the last one (its last chart deleted, a shorter search result, an old link) shows the last page.
  const requested = chartPageFromQuery(params);
  const lastPage = lastChartPage(list.length);
  const page = charts ? Math.min(requested, lastPage) : requested;
  const shown = list.slice((page - 1) * CHARTS_PER_PAGE, page * CHARTS_PER_PAGE);

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

  const search = (text: string) => {
    setSelected([]);
    setSearchText(text.trim());
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

  const select = (ids: number[], on: boolean) =>
    setSelected((current) =>
      on ? [...new Set([...current, ...ids])] : current.filter((value) => !ids.includes(value)),
    );

  return {
    charts,
    error,
    isLoading,
    mutate,
    page,
    lastPage,
    shown,
    goTo,
    search,
    selected,
    select,
    deleting,
    removeSelected,
    allSelected: shown.length > 0 && shown.every((chart) => selected.includes(chart.id)),
  };
}
