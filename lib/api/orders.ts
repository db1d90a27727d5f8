import { ORDER_STATUS_CODE } from '@/lib/domain/orders/status';
import type { Api } from './client';
import { searchParams } from './search-params';
import type { Order, OrderCreated, OrderInput, Paged } from '@/lib/contract/types';

/*
 * Order calls (spec-coverage “Orders and payment: the API”). Signed-in: bffApi() in the browser. The API recomputes every price,
 * PV and fee and answers status_from_backend codes (lib/domain/orders ORDER_SUBMIT_ERRORS).
 */

type One<T> = { data: T };

/** POST orders with the checkout attempt's idempotency key: a repeat answers the first order. */
export const createOrder = (api: Api, body: OrderInput, idempotencyKey: string) =>
  api
    .post('orders', { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<One<OrderCreated>>()
    .then((r) => r.data);

/** GET orders/search: `from` / `to` are 'YYYY-MM-DD' days, sent as the day's first and last second. */
export const searchOrders = (api: Api, { page = 1, from, to }: { page?: number; from?: string; to?: string }) =>
  api
    .get('orders/search', {
      searchParams: searchParams({ page, _from: from && `${from} 00:00:00`, _to: to && `${to} 23:59:59`, _type: 'orderDate' }),
    })
    .json<Paged<Order>>();

export const getOrder = (api: Api, id: number) => api.get(`orders/${id}`).json<One<Order>>().then((r) => r.data);

/** PUT orders/{id} with order_status 9: cancels (the API checks the status rule). */
export const cancelOrder = (api: Api, id: number) =>
  api
    .put(`orders/${id}`, { json: { order_status: ORDER_STATUS_CODE.cancelled } })
    .json<One<Order>>()
    .then((r) => r.data);

export type BuyAgainLine = { product_id: number; product_number: string; name: string; quantity: number; reason?: string };

/** POST orders/{id}/buy-again: the order's goods back into the cart; what could not go, with why. */
export const buyAgain = (api: Api, id: number) =>
  api
    .post(`orders/${id}/buy-again`)
    .json<One<{ added: BuyAgainLine[]; refused: BuyAgainLine[] }>>()
    .then((r) => r.data);
