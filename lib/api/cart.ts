import type { Api } from './client';
import type { Cart, CartAddInput, CartAddOutOfStock, CartLine, CartLineUpdate, Favorite } from '@/lib/contract/types';

/*
 * Cart and favourite calls (spec-coverage “Favourites and cart API”; the unnamed ones are named in docs/api-contract.md).
 * Signed-in: bffApi() in the browser. The API keeps every member to their own lines and favourites
 * and enforces the same line limits and lucky rules as the pages (lib/domain/cart).
 */

type One<T> = { data: T };

export const getCart = (api: Api) => api.get('user/shopping-carts').json<Cart>();

/** Adds a product; an ordinary product sums with its line. `out_of_stock: 1` means nothing was added. */
export const addToCart = (api: Api, body: CartAddInput) =>
  api
    .post('user/shopping-carts', { json: body })
    .json<One<CartLine | CartAddOutOfStock>>()
    .then((r) => r.data);

export const isOutOfStock = (answer: CartLine | CartAddOutOfStock): answer is CartAddOutOfStock => answer.out_of_stock === 1 && !('id' in answer);

/** Changes a line's quantity or personalisation; the answer replaces the line. */
export const updateCartLine = (api: Api, id: number, body: CartLineUpdate) =>
  api
    .put(`user/shopping-carts/${id}`, { json: body })
    .json<One<CartLine>>()
    .then((r) => r.data);

export const removeCartLine = (api: Api, id: number) => api.delete(`user/shopping-carts/${id}`).json<unknown>();

export const clearCart = (api: Api) => api.delete('user/shopping-carts').json<unknown>();

export const listFavorites = (api: Api) =>
  api
    .get('user/favorites')
    .json<{ data: Favorite[] }>()
    .then((r) => r.data);

export const addFavorite = (api: Api, productId: number) =>
  api
    .post('user/favorites', { json: { product_id: productId } })
    .json<One<Favorite>>()
    .then((r) => r.data);

/** DELETE user/favorites/{product id}: the id is the product's, so a product page can toggle. */
export const removeFavorite = (api: Api, productId: number) => api.delete(`user/favorites/${productId}`).json<unknown>();
