'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { listSalesTerritories } from '@/lib/api/member';
import { listLoveCodes, listOffices, listPaymentMethods, listRemittanceDays, listSettlementDays, listShippingRules, listShopSystems } from '@/lib/api/shop';
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

export const useOffices = () => useSWR(SHOP_KEYS.offices, () => listOffices(browserApi()), READ_OPTIONS);
export const useSalesTerritories = () => useSWR(SHOP_KEYS.salesTerritories, () => listSalesTerritories(browserApi()), READ_OPTIONS);
export const usePaymentMethods = () => useSWR(SHOP_KEYS.paymentMethods, () => listPaymentMethods(browserApi()), READ_OPTIONS);
export const useRemittanceDays = () => useSWR(SHOP_KEYS.remittanceDays, () => listRemittanceDays(browserApi()), READ_OPTIONS);
export const useLoveCodes = () => useSWR(SHOP_KEYS.loveCodes, () => listLoveCodes(browserApi()), READ_OPTIONS);
export const useShippingRules = () => useSWR(SHOP_KEYS.shippingRules, () => listShippingRules(browserApi()), READ_OPTIONS);
export const useSettlementDays = () => useSWR(SHOP_KEYS.settlementDays, () => listSettlementDays(browserApi()), READ_OPTIONS);
export const useShopSystems = () => useSWR(SHOP_KEYS.shopSystems, () => listShopSystems(browserApi()), READ_OPTIONS);
