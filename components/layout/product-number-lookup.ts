import { browserApi } from '@/lib/api/browser';
import { call, dataOf } from '@/lib/api/call';
import { createApi, type Api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Product } from '@/lib/contract/types';
import { isSignedIn } from '@/lib/hooks/use-signed-in';

const findProductByNumber = (api: Api, productNumber: string) =>
  call(api, 'GET products/number-search/{number}', { params: { number: productNumber } }).then(dataOf);

/**
 * Quick buy's lookup, loaded by the first lookup with the web API client (ky), not with every page. A
 * signed-in member's goes through the BFF with their bearer, so a tester finds status-0 and testing
 * products as their product pages show them (the API decides); a plain client rather than bffApi, whose
 * session-loss handling is not this box's business. A visitor's, or one whose session has gone (401),
 * is the public lookup.
 */
export async function lookUpProductNumber(productNumber: string): Promise<Product | 'not-found'> {
  const lookUp = async () => {
    if (isSignedIn()) {
      try {
        return await findProductByNumber(createApi({ prefixUrl: `${window.location.origin}/api/bff` }), productNumber);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    return findProductByNumber(browserApi(), productNumber);
  };
  try {
    return await lookUp();
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return 'not-found';
    throw failure;
  }
}
