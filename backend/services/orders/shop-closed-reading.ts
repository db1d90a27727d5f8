import { parseShopClosedReading } from '@/lib/domain/orders';

/** How a shop_systems window reads (spec-coverage “Orders and payment: the API” "Shop closed"), per request: an operator's change needs no rebuild. */
export const shopClosedReading = () => parseShopClosedReading(process.env.SHOP_CLOSED_READING);
