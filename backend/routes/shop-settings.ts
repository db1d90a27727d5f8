import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import {
  deliveryMethods,
  loveCodes,
  paymentMethods,
  settlementDays,
  shippingRules,
  shopSystems,
  shoppingResultViews,
} from '../db/schema';
import { isLive } from '../db/filters';
import type { AppEnv } from '../http/env';
import { liveList, liveOne } from '../http/live-answers';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { offeredRemittanceDays } from '../services/orders/remittance-days';
import type { DeliveryMethod } from '@/lib/contract/schema/shop';
import type {
  LoveCode,
  PaymentMethod,
  ShippingRuleRecord,
  ShoppingResultView,
  ShopWindowRecord,
} from '@/lib/contract/types';

/** Settings of the order flow (spec-coverage “Orders and payment: the API” "Shop settings"). */
export const shopSettingRoutes = new Hono<AppEnv>();

const activePaymentMethods = and(isLive(paymentMethods), eq(paymentMethods.status, 1));

/** Ids are the spec's payment ids: 1 taiShinCard, 2 card, 3 unionPay, 4 ATM (`code` is what an order stores). */
shopSettingRoutes.get('/payment-methods', async (c) => {
  const rows: PaymentMethod[] = await c
    .get('db')
    .select()
    .from(paymentMethods)
    .where(activePaymentMethods)
    .orderBy(asc(paymentMethods.id));
  return c.json({ data: rows });
});

shopSettingRoutes.get('/payment-methods/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const [row]: PaymentMethod[] = await c
    .get('db')
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), activePaymentMethods));
  if (!row) throw notFound('查無此付款方式');
  return c.json({ data: row });
});

/** ATM remittance dates a member may choose: the first few from today on (services/orders/remittance-days.ts). */
shopSettingRoutes.get('/remittance-days', async (c) =>
  c.json({ data: await offeredRemittanceDays(c.get('db'), c.get('now').slice(0, 10)) }),
);

shopSettingRoutes.get('/shop-systems', liveList<ShopWindowRecord>(shopSystems, [asc(shopSystems.id)]));

shopSettingRoutes.get('/settlement-days', liveList<ShopWindowRecord>(settlementDays, [asc(settlementDays.id)]));

shopSettingRoutes.get(
  '/love-codes',
  liveList<LoveCode>(loveCodes, [asc(loveCodes.sort), asc(loveCodes.id)], () => eq(loveCodes.status, 1)),
);

/** Rules 1–5 of the postal-prefix mapping (spec-coverage “Checkout pages”). */
shopSettingRoutes.get('/shipping-rules', liveList<ShippingRuleRecord>(shippingRules, [asc(shippingRules.id)]));

/** Step-5 texts: entry 0 success, entry 1 failure. */
shopSettingRoutes.get(
  '/shopping-result-views',
  liveList<ShoppingResultView>(shoppingResultViews, [asc(shoppingResultViews.sort), asc(shoppingResultViews.id)]),
);

shopSettingRoutes.get('/shopping-result-views/:id', liveOne<ShoppingResultView>(shoppingResultViews, '查無此頁面內容'));

/** Code 51 is home delivery; `office` is pickup, where the order stores the chosen office's code. */
shopSettingRoutes.get(
  '/delivery-methods',
  liveList<DeliveryMethod>(deliveryMethods, [asc(deliveryMethods.sort), asc(deliveryMethods.id)]),
);
