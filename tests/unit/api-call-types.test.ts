import { call } from '@/lib/api/call';
import type { Api } from '@/lib/api/client';
import type { Answer, BodyInput, QueryInput } from '@/lib/calls/call-types';
import type {
  BuyAgainResult,
  Cart,
  CartAddOutOfStock,
  CartLine,
  Favorite,
  Item,
  Paged,
  Product,
  ProductListQuery,
} from '@/lib/contract/types';

/*
 * What `call()` accepts and answers is the contract's: checked by the type checker (`tsc --noEmit`, and
 * `next build`), not by Jest, which strips types. Each `@ts-expect-error` fails the check if its line
 * stops being an error; each `Same` fails it if the types differ.
 */

type IsAny<T> = 0 extends 1 & T ? true : false;
/** Each type is assignable to the other, and neither is `any` (which would pass for anything). */
type Same<A, B> = true extends IsAny<A> | IsAny<B> ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Never run: its body only has to type-check. */
function checks(api: Api) {
  // Answers: the 200 / 201 schema's output.
  const product: Same<Answer<'GET products/{id}'>, Item<Product>> = true;
  const page: Same<Answer<'GET products'>, Paged<Product>> = true;
  const cart: Same<Answer<'GET user/shopping-carts'>, Cart> = true;
  const added: Same<Answer<'POST user/shopping-carts'>, { message: string; data: CartLine | CartAddOutOfStock }> = true;
  const favorite: Same<Answer<'POST user/favorites'>, { message: string; data: Favorite }> = true;
  const boughtAgain: Same<Answer<'POST orders/{id}/buy-again'>, Item<BuyAgainResult>> = true;
  const called: Promise<Item<Product>> = call(api, 'GET products/{id}', { params: { id: 1 } });

  // Requests: the query and body schemas' input.
  const query: Same<QueryInput<'GET products'>, ProductListQuery> = true;
  const login: Same<BodyInput<'POST login'>, { username: string; password: string }> = true;
  void call(api, 'GET products', { query: { page: '2', sort: '3', order_by: 'price' } });
  void call(api, 'GET users');
  void call(api, 'POST orders/{id}/buy-again', { params: { id: 3 } });
  void call(api, `GET ${'news' as 'news' | 'travels'}/{id}`, { params: { id: 1 } });

  // @ts-expect-error no such call
  void call(api, 'GET product/{id}', { params: { id: 1 } });
  // @ts-expect-error a file is no JSON answer
  void call(api, 'GET storage/{path}', { params: { path: 'a.webp' } });
  // @ts-expect-error the path parameter is missing
  void call(api, 'GET products/{id}');
  // @ts-expect-error a path parameter of another name
  void call(api, 'GET products/{id}', { params: { product_id: 1 } });
  // @ts-expect-error one of two path parameters is missing
  void call(api, 'PUT activities_five/{order_id}/{draw_id}', { params: { order_id: 1 } });
  // @ts-expect-error a query value is text, as in the URL
  void call(api, 'GET products', { query: { page: 2 } });
  // @ts-expect-error a query parameter the call does not read
  void call(api, 'GET products', { query: { keyword: 'x' } });
  // @ts-expect-error a choice the query does not offer
  void call(api, 'GET products', { query: { order_by: 'name' } });
  // @ts-expect-error the fortune's required parameters are missing
  void call(api, 'GET fortune', { query: { Year: '1990' } });
  // @ts-expect-error a call without a query
  void call(api, 'GET users', { query: { page: '1' } });
  // @ts-expect-error the body is missing
  void call(api, 'POST login');
  // @ts-expect-error a body field of another name
  void call(api, 'POST login', { body: { identity_card: 'A123456789', password: 'secret12' } });
  // @ts-expect-error a body field of another type
  void call(api, 'POST user/favorites', { body: { product_id: 'seven' } });
  // @ts-expect-error a call without a body
  void call(api, 'DELETE user/shopping-carts', { body: {} });
  // @ts-expect-error the flag variant is a call of its own, with its own answer
  const firstLogin: Same<Answer<'POST login?_first'>, Answer<'POST login'>> = true;

  return [product, page, cart, added, favorite, boughtAgain, called, query, login, firstLogin];
}

describe('call() is typed by the contract', () => {
  it('type-checks (tsc --noEmit runs the checks above)', () => {
    expect(typeof checks).toBe('function');
  });
});
