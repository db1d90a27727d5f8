import type { Api } from './client';
import type { LoveCode, Office, PaymentMethod, RemittanceDay, ShippingRuleRecord, ShoppingResultView, ShopWindowRecord } from '@/lib/contract/types';

/*
 * The order flow's public settings (spec-coverage “Orders and payment: the API” "Shop settings", "Offices"): browserApi() in the
 * browser, serverApi() on the server. None of them carries member data.
 */

type List<T> = { data: T[] };

const list = <T>(api: Api, path: string) => api.get(path).json<List<T>>().then((r) => r.data);

export const listOffices = (api: Api) => list<Office>(api, 'offices');
export const listPaymentMethods = (api: Api) => list<PaymentMethod>(api, 'payment-methods');
export const listRemittanceDays = (api: Api) => list<RemittanceDay>(api, 'remittance-days');
export const listShopSystems = (api: Api) => list<ShopWindowRecord>(api, 'shop-systems');
export const listSettlementDays = (api: Api) => list<ShopWindowRecord>(api, 'settlement-days');
export const listLoveCodes = (api: Api) => list<LoveCode>(api, 'love-codes');
export const listShippingRules = (api: Api) => list<ShippingRuleRecord>(api, 'shipping-rules');
export const listShoppingResultViews = (api: Api) => list<ShoppingResultView>(api, 'shopping-result-views');
