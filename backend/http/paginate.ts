import type { Paged } from '@/lib/contract/schema/common';

/** Laravel's length-aware paginator shape, from one page of rows and the total. */
export function paged<T>(rows: T[], total: number, page: number, perPage: number, path: string): Paged<T> {
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    data: rows,
    current_page: page,
    from,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    to: from === null ? null : from + rows.length - 1,
    total,
    path,
  };
}
