'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { listLoveCodes, listOffices, listPaymentMethods, listRemittanceDays, listSettlementDays, listShippingRules, listShopSystems } from '@/lib/api/shop';

/*
 * The order flow's public settings (GET offices, payment-methods, remittance-days, love-codes,
 * shipping-rules, settlement-days, shop-systems) for the checkout islands. They hold no member data;
 * each is read again when a step page mounts, so a changed setting reaches the next step.
 */

const options = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export const SHOP_KEYS = {
  offices: 'shop/offices',
  paymentMethods: 'shop/payment-methods',
  remittanceDays: 'shop/remittance-days',
  loveCodes: 'shop/love-codes',
  shippingRules: 'shop/shipping-rules',
  settlementDays: 'shop/settlement-days',
  shopSystems: 'shop/shop-systems',
} as const;

export const useOffices = () => useSWR(SHOP_KEYS.offices, () => listOffices(browserApi()), options);
export const usePaymentMethods = () => useSWR(SHOP_KEYS.paymentMethods, () => listPaymentMethods(browserApi()), options);
export const useRemittanceDays = () => useSWR(SHOP_KEYS.remittanceDays, () => listRemittanceDays(browserApi()), options);
export const useLoveCodes = () => useSWR(SHOP_KEYS.loveCodes, () => listLoveCodes(browserApi()), options);
export const useShippingRules = () => useSWR(SHOP_KEYS.shippingRules, () => listShippingRules(browserApi()), options);
export const useSettlementDays = () => useSWR(SHOP_KEYS.settlementDays, () => listSettlementDays(browserApi()), options);
export const useShopSystems = () => useSWR(SHOP_KEYS.shopSystems, () => listShopSystems(browserApi()), options);
