import { revalidateTag } from 'next/cache';
import { ALL_FIXED_TAGS } from '@/lib/api/loaders/tags';
import { readTextWithin, REQUEST_REFUSALS } from '@/lib/contract/request-refusals';
import { hasSignatureShape, isValidSignature, revalidateSecret, SIGNATURE_HEADER } from './signature';

/** Per-record tags of lib/api/loaders/tags.ts: product-{id}, article-{id}. */
const PER_ID_TAG = /^(product|article)-\d+$/;

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * POST /api/revalidate: the CMS calls it when content changes. Body `{"tags": ["products", "product-12"]}`
 * or `{"all": true}`, signed with `X-Revalidate-Signature: sha256=<HMAC-SHA256(raw body, secret)>`.
 * Each tag expires at once (`{ expire: 0 }`): the next visitor gets fresh content. Without a valid
 * signature nothing happens and the answer is 401.
 */
export async function POST(request: Request) {
  // Nothing is read from a caller without a signature of the right shape, and never more than 1 MB.
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!hasSignatureShape(signature)) return json(401, { message: '簽章無效' });
  const body = await readTextWithin(request);
  if (body === null) return json(413, { message: REQUEST_REFUSALS.bodyTooLarge });
  if (!isValidSignature(body, signature, revalidateSecret())) {
    return json(401, { message: '簽章無效' });
  }

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return json(400, { message: '內容格式錯誤' });
  }
  const { tags, all } = (payload ?? {}) as { tags?: unknown; all?: unknown };
  const requested = all === true ? ALL_FIXED_TAGS : tags;
  if (!Array.isArray(requested) || requested.length === 0 || !requested.every((tag) => typeof tag === 'string')) {
    return json(422, { message: '請指定要更新的標籤', errors: { tags: ['請指定要更新的標籤'] } });
  }
  const unknown = requested.filter((tag) => !ALL_FIXED_TAGS.includes(tag) && !PER_ID_TAG.test(tag));
  if (unknown.length > 0) {
    return json(422, { message: '未知的標籤', errors: { tags: unknown.map((tag) => `未知的標籤：${tag}`) } });
  }

  const revalidated = [...new Set(requested as string[])];
  for (const tag of revalidated) revalidateTag(tag, { expire: 0 });
  return json(200, { revalidated, now: Date.now() });
}
