'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SHOP_CLOSED_READING, type ShopClosedReading } from '@/lib/domain/orders/shop-state';

const ShopClosedReadingContext = createContext<ShopClosedReading>(DEFAULT_SHOP_CLOSED_READING);

/** Hands the server's reading of the shop-closed window (lib/checkout/shop-closed-reading.ts) to the checkout islands. */
export function ShopClosedReadingProvider({ reading, children }: { reading: ShopClosedReading; children: ReactNode }) {
  return <ShopClosedReadingContext.Provider value={reading}>{children}</ShopClosedReadingContext.Provider>;
}

export const useShopClosedReading = () => useContext(ShopClosedReadingContext);
