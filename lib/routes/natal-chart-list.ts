import { listPageHref, pageFromQuery } from './article-lists';

export const NATAL_CHART_PATH = '/member/natalchart';

/**
 * Charts shown a page at a time on /member/natalchart (spec-coverage “Natal charts”): the page size of the
 * member's order list (the API pages orders by 10). GET user/characters answers the whole list (at
 * most 200, the cap) because the lucky-item form needs every chart: the page slices it in the browser.
 */
export const CHARTS_PER_PAGE = 10;

type Params = { get: (name: string) => string | null };

/** The ?page= of the chart list: a positive integer, else 1 (as the other paged lists read it). */
export const chartPageFromQuery = (params: Params) => pageFromQuery(params.get('page') ?? undefined);

/** The chart list's URL for a page; page 1 is the bare path. */
export const chartPageHref = (page: number) => listPageHref(NATAL_CHART_PATH, page);

/** The last page of `count` charts (1 when there are none). */
export const lastChartPage = (count: number) => Math.max(1, Math.ceil(count / CHARTS_PER_PAGE));

/** The page that shows the chart at `index` of the list. */
export const chartPageOf = (index: number) => Math.floor(index / CHARTS_PER_PAGE) + 1;
