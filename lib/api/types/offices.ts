import type { BaseRecord } from './common';

/** A regional office (GET offices, spec member §3 "Office"): sales territory, pickup point, invoice pickup. */
export type Office = BaseRecord & {
  sort: number;
  name: string;
  code: string;
  postal_code: string;
  city: string;
  district: string;
  address: string;
  telephone: string;
  is_sales_territory_use: number;
  is_fortune_use: number;
};
