import type { BaseRecord } from './common';

/** The member's hierarchy (spec-coverage “Members: embedded API”); it changes the performance labels. */
export type Hierarchy = '傳銷商' | '堂主' | '督導';

/** A member as GET users answers it (spec-coverage “Members: embedded API” "Member"). */
export type Member = BaseRecord & {
  is_tester: number;
  name: string;
  web_name: string | null;
  birthday: string | null;
  email: string | null;
  email_verified_at: string | null;
  character_auth: string;
  company_owner: string | null;
  hierarchical: Hierarchy;
  home_phone: string | null;
  identity_card: string;
  manage_id: string | null;
  mailing_address: string | null;
  residence_address: string | null;
  mobile_phone01: string | null;
  mobile_phone02: string | null;
  spouse_name: string | null;
  spouse_identity_card: string | null;
  sales_territory_id: number | null;
  sales_territory?: { id: number; name: string; code: string } | null;
  pv?: PerformanceFigures | null;
  barcode01: string | null;
  barcode02: string | null;
  barcode03: string | null;
  exited_at: string | null;
  expiry_day: string | null;
  renewal_expiry_date?: string | null;
  /** N, X or Z: purchase and login suspended. */
  credit_audit: string | null;
  loginStatus?: unknown;
};

/** Performance figures (spec-coverage “Members: embedded API” "Performance figures (pv)"). */
export type PerformanceFigures = {
  pv: number;
  team_pv: number;
  master_team_pv: number;
  pre_pv: number;
  pre_team_pv: number;
  pre_master_team_pv: number;
  accumulated_team_pv: number;
  pre_accumulated_team_pv: number;
  cost_pv: number;
  pre_tour_pv: number;
  tour_pv: number;
  tour_yyyymm: string | null;
  year_pv: number;
};

/** A saved recipient (spec-coverage “Members: embedded API” "Saved recipient"). */
export type GeneralAddress = BaseRecord & {
  name: string;
  phone: string;
  postal_code: string;
  city: string;
  district: string;
  address: string;
  /** postal code, city, district and address in one string. */
  full_address?: string;
};

export type GeneralAddressInput = Pick<GeneralAddress, 'name' | 'phone' | 'postal_code' | 'city' | 'district' | 'address'>;

export type RenewalSetting = BaseRecord & { renewal_expiry_date: string };

/** A login notice (GET login-pops, spec-coverage “Members: session and screens”). */
export type LoginPop = BaseRecord & {
  status: number;
  type: 'text' | 'video' | string;
  title?: string | null;
  content: string | null;
  published_at: string | null;
  finished_at: string | null;
};

/** GET performances (the spec's unnamed performance lookup). */
export type PerformanceLookup = {
  hierarchical: Hierarchy;
  yyyymm: string;
  pv: PerformanceFigures;
  exited_at: string | null;
  expiry_day: string | null;
  renewal_expiry_date: string | null;
  created_at: string;
};

/** An office as the sales-territory selector needs it (GET offices). */
export type SalesTerritoryOffice = { id: number; name: string; code: string; sort: number; is_sales_territory_use: number };
