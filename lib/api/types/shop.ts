import type { BaseRecord } from './common';

/*
 * The order flow's settings (spec-coverage “Orders and payment: the API” "Shop settings" and "Offices"), as the web API answers
 * them (docs/api-contract.md "Shop settings").
 */

/** A regional office: sales territory (is_sales_territory_use), pickup point and invoice address. */
export type Office = BaseRecord & {
  sort: number;
  name: string;
  code: string;
  postal_code: string;
  city: string;
  district: string;
  address: string;
  telephone: string;
  fax: string;
  is_sales_territory_use: number;
  is_fortune_use: number;
};

/** A payment method; `id` is the spec's payment id (1 taiShinCard, 2 card, 3 unionPay, 4 ATM). */
/** `max_installment`: the most instalment periods the method allows, 0 when it is paid at once. */
export type PaymentMethod = BaseRecord & { name: string; code: string; content: string; status: number; max_installment: number };

/** A date an ATM payment may be made on. */
export type RemittanceDay = BaseRecord & { day: string };

/** The web shop's state and a settlement window: status with an optional window. */
export type ShopWindowRecord = BaseRecord & { status: number; started_at: string | null; finished_at: string | null };

/** A donation organisation of the e-invoice (carrier type 4). */
export type LoveCode = BaseRecord & { sort: number; name: string; city: string; love_code: string; nickname: string; status: number };

/** Shipping rule 1–5 (spec-coverage “Checkout pages”). */
export type ShippingRuleRecord = BaseRecord & { name: string; shipping_fee: number; free_shipping: number };

/** Step 5's texts: entry 0 success, entry 1 failure (HTML). */
export type ShoppingResultView = BaseRecord & { sort: number; title: string; content: string };
