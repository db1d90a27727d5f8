/** Shapes every resource group shares: pages, single items, the base record. */

export type Paged<T> = {
  data: T[];
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
  path: string;
};

/** A single record wrapped as Laravel resources are. */
export type Item<T> = { data: T };

export type BaseRecord = {
  id: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};
