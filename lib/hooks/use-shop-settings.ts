'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { call, dataOf, remittanceDatesOf } from '@/lib/api/call';
import { READ_OPTIONS } from './read-options';

/*
 * The order flow's public settings (GET offices, sales territories, payment-methods, remittance-days, love-codes,
 * shipping-rules, settlement-days, shop-systems) for the checkout islands. They hold no member data;
 * each is read again when a step page mounts, so a changed setting reaches the next step.
 */

export const SHOP_KEYS = {
  offices: 'shop/offices',
  salesTerritories: 'shop/sales-territories',
  paymentMethods: 'shop/payment-methods',
  remittanceDays: 'shop/remittance-days',
  loveCodes: 'shop/love-codes',
  shippingRules: 'shop/shipping-rules',
  settlementDays: 'shop/settlement-days',
  shopSystems: 'shop/shop-systems',
} as const;

/** Offices a member may register performance with (is_sales_territory_use 1). */
const salesTerritories = () =>
  call(browserApi(), 'GET offices')
    .then(dataOf)
    .then((offices) => offices.filter((office) => office.is_sales_territory_use === 1));

export const useOffices = () =>
  useSWR(SHOP_KEYS.offices, () => call(browserApi(), 'GET offices').then(dataOf), READ_OPTIONS);
export const useSalesTerritories = () => useSWR(SHOP_KEYS.salesTerritories, salesTerritories, READ_OPTIONS);
export const usePaymentMethods = () =>
  useSWR(SHOP_KEYS.paymentMethods, () => call(browserApi(), 'GET payment-methods').then(dataOf), READ_OPTIONS);
export const useRemittanceDays = () =>
  useSWR(
    SHOP_KEYS.remittanceDays,
    () => call(browserApi(), 'GET remittance-days').then(remittanceDatesOf),
    READ_OPTIONS,
  );
export const useLoveCodes = () =>
  useSWR(SHOP_KEYS.loveCodes, () => call(browserApi(), 'GET love-codes').then(dataOf), READ_OPTIONS);
export const useShippingRules = () =>
  useSWR(SHOP_KEYS.shippingRules, () => call(browserApi(), 'GET shipping-rules').then(dataOf), READ_OPTIONS);
export const useSettlementDays = () =>
  useSWR(SHOP_KEYS.settlementDays, () => call(browserApi(), 'GET settlement-days').then(dataOf), READ_OPTIONS);
export const useShopSystems = () =>
  useSWR(SHOP_KEYS.shopSystems, () => call(browserApi(), 'GET shop-systems').then(dataOf), READ_OPTIONS);
