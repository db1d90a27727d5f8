import type { Product } from '@/lib/contract/types';
import { isPublicProduct } from '@/lib/domain/product-visibility';

/**
 * Turns an image path of the web API (relative to its storage root, e.g. `products/01001-1.webp`)
 * into a URL. Same answer on the server and in the browser. The storage base is, in this order:
 * 1. `NEXT_PUBLIC_STORAGE_URL` when set (inlined into the browser bundle at build time);
 * 2. with `API_BASE_URL` (the company API): `/storage` on that API's origin, where Laravel serves its
 *    public disk — `https://api.example.com/api` → `https://api.example.com/storage/<path>`;
 * 3. otherwise the embedded API's route, `/api/web/storage/<path>` on the shop itself.
 * `API_BASE_URL` is not readable in the browser, so a deployment on the company API sets
 * `NEXT_PUBLIC_STORAGE_URL` (next.config can derive it from `API_BASE_URL`) for client components.
 * Absolute http(s) URLs are returned unchanged.
 */
export const EMBEDDED_STORAGE_BASE = '/api/web/storage';

export function storageBaseUrl(): string {
  const explicit = process.env.NEXT_PUBLIC_STORAGE_URL;
  if (explicit) return explicit.replace(/\/+$/, '');
  const apiBase = process.env.API_BASE_URL;
  if (apiBase) return `${new URL(apiBase).origin}/storage`;
  return EMBEDDED_STORAGE_BASE;
}

export function storageUrl(path: string, base: string = storageBaseUrl()): string {
  if (/^https?:\/\//i.test(path)) return path;
  const encoded = path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${base.replace(/\/+$/, '')}/${encoded}`;
}

/** The embedded API's storage through the BFF, which adds the signed-in member's bearer (lib/session/forward.ts). */
export const MEMBER_STORAGE_BASE = '/api/bff/storage';

/**
 * Where a product's image is read from, and whether next/image's optimiser may read it. The embedded API serves
 * the image of a product only testers see (status 0, is_testing) to a tester's bearer alone: the optimiser reads
 * its source without the member's session and keeps what it made for everyone, so such an image goes unoptimised
 * through the BFF, which adds the tester's bearer (issue 52). On the company's storage the file is the company's
 * to guard: its URL as it is.
 */
export function productImageSource(
  product: Partial<Pick<Product, 'status' | 'is_testing'>>,
  path: string,
): { src: string; unoptimized: boolean } {
  if (isPublicProduct(product) || storageBaseUrl() !== EMBEDDED_STORAGE_BASE)
    return { src: storageUrl(path), unoptimized: false };
  return { src: storageUrl(path, MEMBER_STORAGE_BASE), unoptimized: true };
}
