'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call, cartOf, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import type { Cart, CartAddOutOfStock, CartLine, Product } from '@/lib/contract/types';
import type { CartAddInput } from '@/lib/domain/cart/request';
import { NO_FORTUNE_FIELDS, orderLineFortuneOf } from '@/lib/domain/cart';
import { isLuckyProductNumber } from '@/lib/domain/lucky-products';
import { takeLoaded } from './member-data';
import { READ_OPTIONS } from './read-options';
import { useSignedIn } from './use-signed-in';

export const CART_KEY = 'member/shopping-carts';

export const EMPTY_CART: Cart = { data: [], removed: [] };

export const getCart = () => call(bffApi(), 'GET user/shopping-carts').then(cartOf);
export const deleteLine = (id: number) => call(bffApi(), 'DELETE user/shopping-carts/{id}', { params: { id } });

/**
 * `out_of_stock: 1`: insufficient stock (M §4), whether the API added nothing or answered the line it made, which
 * the page then deletes (P §8: "the cart line is deleted when out_of_stock equals 1").
 */
const isOutOfStock = (
  answer: CartLine | CartAddOutOfStock,
): answer is CartAddOutOfStock | (CartLine & { out_of_stock: 1 }) => answer.out_of_stock === 1;
const lineIdOf = (answer: CartLine | CartAddOutOfStock) =>
  'id' in answer && typeof answer.id === 'number' ? answer.id : undefined;

/** POST user/shopping-carts: the line answered, or null when out of stock (a line the API made is deleted). */
export async function addLine(input: CartAddInput): Promise<CartLine | null> {
  const answer = await call(bffApi(), 'POST user/shopping-carts', { body: input }).then(dataOf);
  if (!isOutOfStock(answer)) return answer;
  const id = lineIdOf(answer);
  if (id !== undefined) await deleteLine(id).catch(() => undefined);
  return null;
}

/**
 * The cart read again after 12 instalments were chosen, without its ordinary lines (M §4: choosing 12
 * instalments on a lucky item "clears ordinary items"): those the API left in are deleted by the page.
 */
export async function cartForInstallments(): Promise<Cart> {
  const cart = await getCart();
  const ordinary = cart.data.filter((line) => !line.is_lucky);
  await Promise.all(ordinary.map((line) => deleteLine(line.id)));
  return ordinary.length ? { ...cart, data: cart.data.filter((line) => line.is_lucky) } : cart;
}

/** The member's cart (GET user/shopping-carts); nothing is fetched for a visitor. */
export function useCart() {
  const signedIn = useSignedIn();
  return useSWR(signedIn ? CART_KEY : null, () => takeLoaded('cart', getCart), READ_OPTIONS);
}

/** A line shown until the API's answer replaces it (negative id: never sent to the API). */
function provisionalLine(product: Product, input: CartAddInput): CartLine {
  const now = new Date().toISOString();
  return {
    id: -Date.now(),
    product_id: product.id,
    product_quantity: input.product_quantity ?? 1,
    is_lucky: isLuckyProductNumber(product.product_number) ? 1 : 0,
    is_installment: input.is_installment ?? 0,
    out_of_stock: 0,
    character_id: input.character_id ?? null,
    products: product,
    ...NO_FORTUNE_FIELDS,
    ...orderLineFortuneOf(input), // a lucky line's chart, word and sizes as sent

    created_at: now,
    updated_at: now,
  };
}

/** The cart as it will be after an add: an ordinary product sums with its line, a lucky one is a new line. */
function withAdded(cart: Cart, product: Product, input: CartAddInput): Cart {
  const quantity = input.product_quantity ?? 1;
  const line = provisionalLine(product, input);
  if (!line.is_lucky) {
    const existing = cart.data.find((item) => item.product_id === product.id && !item.is_lucky);
    if (existing)
      return {
        ...cart,
        data: cart.data.map((item) =>
          item === existing ? { ...item, product_quantity: item.product_quantity + quantity } : item,
        ),
      };
  }
  return { ...cart, data: [...cart.data, line] };
}

export const replaceLine = (cart: Cart, id: number, line: CartLine): Cart => ({
  ...cart,
  data: cart.data.map((item) => (item.id === id ? line : item)),
});

/** The cart as shown: SWR's cache of it, the optimistic changes on their way included. */
export function useShownCart() {
  const { cache } = useSWRConfig();
  return useCallback(() => (cache.get(CART_KEY)?.data as Cart | undefined) ?? EMPTY_CART, [cache]);
}

/**
 * Cart changes, each optimistic (the badge and the page move at once) and confirmed by the API's
 * answer, or rolled back when the API refuses; the refusal (an ApiError with the API's message) is
 * thrown to the caller, which shows it. Each change applies to the cart as shown, not to SWR's last
 * confirmed cart: otherwise a change made while an earlier one is on its way undoes that one.
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  const shown = useShownCart();

  /** Adds a product: resolves 'added', or 'out_of_stock' when the API added nothing (商品庫存不足). */
  const add = useCallback(
    async (product: Product, input: CartAddInput): Promise<'added' | 'out_of_stock'> => {
      let outcome: 'added' | 'out_of_stock' = 'added';
      await mutate<Cart>(
        CART_KEY,
        async () => {
          const answer = await addLine(input);
          if (!answer) {
            outcome = 'out_of_stock';
            return getCart();
          }
          if (input.is_installment === 1) return cartForInstallments();
          // An ordinary add answers the summed line; a lucky add may change other lines too.
          const current = shown();
          if (answer.is_lucky || !current.data.some((line) => line.id === answer.id)) return getCart();
          return replaceLine(current, answer.id, answer);
        },
        {
          optimisticData: (_, current = EMPTY_CART) => withAdded(current, product, input),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      return outcome;
    },
    [mutate, shown],
  );

  const remove = useCallback(
    (line: CartLine) =>
      mutate<Cart>(
        CART_KEY,
        async () => {
          await deleteLine(line.id);
          const current = shown();
          return { ...current, data: current.data.filter((item) => item.id !== line.id) };
        },
        {
          optimisticData: (_, current = EMPTY_CART) => ({
            ...current,
            data: current.data.filter((item) => item.id !== line.id),
          }),
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [mutate, shown],
  );

  const clear = useCallback(
    () =>
      mutate<Cart>(
        CART_KEY,
        async () => {
          await call(bffApi(), 'DELETE user/shopping-carts');
          return EMPTY_CART;
        },
        { optimisticData: EMPTY_CART, rollbackOnError: true, revalidate: false },
      ),
    [mutate],
  );

  return { add, remove, clear };
}
