import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { Calendar, Category } from '@/lib/contract/types';
import { taipeiDate } from '@/lib/domain/clock';
import { startRandomApi, TINY_PNG, type RandomApi } from '../support/random-api';
import { firstLinkTo, MEMBER_ROUTES, PUBLIC_GROUPS, type Route } from './page-groups';
import { visit, type Walk } from './page-walk';
import { expireEverything, startShopOnApi } from './server-support';

/**
 * The contract is the law: every page holds for any answer the contract allows. For each seed, a
 * production server of the test's own runs on a company API that answers every call with random data
 * keeping the contract (tests/support/random-api.ts), and every public page, then every member page
 * signed in, must render (page-walk.ts: no 5xx, no error in the server's output, no uncaught error,
 * no error boundary, nothing left loading); where an answer is valid but unusable, the page says so.
 * A failure names its seed and page; the seed replays the same answers:
 * `ANY_ANSWER_SEED=<seed>[,<seed>…] npm run test:e2e -- any-answer`.
 */
const SEEDS = process.env.ANY_ANSWER_SEED ? process.env.ANY_ANSWER_SEED.split(',').map(Number) : [1, 2, 3];

/** Pages beside page-groups.ts's lists: the other lists and the routes a query or an id names ({id}: the seed's own). */
const MORE_PUBLIC_ROUTES: Route[] = [
  { path: '/news/activity' },
  { path: '/news/matter?page=2' },
  { path: '/sound/monthly' },
  { path: '/news/calendar/{id}' },
  { path: '/product/list?category_id={id}' },
  { path: '/product/{id}' },
  { path: '/sitemap.xml' },
];

/** The member's pages beside page-groups.ts's, and the catalogue as the member sees it (a tester's own views when GET users says is_tester 1). */
const MORE_MEMBER_ROUTES: Route[] = [
  { path: '/product/list' },
  { path: '/product/{id}' },
  { path: '/member' },
  { path: '/member/order' },
  { path: '/member/order/{id}' },
  { path: '/member/shopcart/step/1' },
  { path: '/member/shopcart/step/2' },
  { path: '/member/shopcart/step/3' },
  { path: '/member/shopcart/step/4' },
  { path: '/member/shopcart/step/5?retCode=00&order_id={id}' },
  { path: '/member/shopcart/step/5?error=500' },
  { path: '/member/shopcart/shop-close' },
];

type Unusable = { path: string; call: string; unusable: (answer: any, id: number) => boolean; says: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own answer

const isEmptyList = (answer: { data: unknown[] }) => answer.data.length === 0;
const notThisMonth = ({ data }: { data: Calendar }) => !data.title.startsWith(taipeiDate(new Date()).slice(0, 8));

/** Answers valid on their own that a page cannot use, and what the page says then. */
const UNUSABLE_ANSWERS: Unusable[] = [
  { path: '/home', call: 'GET calendar/now', unusable: notThisMonth, says: '本月行事曆尚未公布' },
  { path: '/news', call: 'GET calendar/now', unusable: notThisMonth, says: '本月行事曆尚未公布' },
  {
    path: '/product/list?category_id={id}',
    call: 'GET products/sidebar',
    unusable: ({ data }: { data: Category[] }, id) => !data.some((category) => category.id === id),
    says: '查無此分類',
  },
  { path: '/service/stronghold', call: 'GET service-bases', unusable: isEmptyList, says: '目前沒有服務據點' },
  { path: '/member/favorite', call: 'GET user/favorites', unusable: isEmptyList, says: '我的最愛沒有任何商品' },
  { path: '/member/address', call: 'GET user/general-addresses', unusable: isEmptyList, says: '尚無常用收件人。' },
  { path: '/member/shopcart/step/1', call: 'GET user/shopping-carts', unusable: isEmptyList, says: '購物車內沒有商品' },
];

/** A route's path with the seed's id, or a detail pattern of page-groups.ts (`^\/about\/\d+\/\d+$`) made a path with it. */
const pathWithId = (pattern: string, id: number) =>
  pattern
    .replace(/\(\\\/\\d\+\)\?/g, '')
    .replace(/\\d\+|\{id\}/g, String(id))
    .replace(/^\^|\$$|\\/g, '');

/**
 * The image optimiser's pictures answered with a tiny image, since Next.js never fetches from a private address
 * (this API listens on 127.0.0.1) and pictures are not what this test is about. The browser's public calls
 * (/api/web/…) reach the random API through the shop's own forwarding (app/api/web/[...path]).
 */
async function pictureImagesTiny(context: BrowserContext) {
  await context.route('**/_next/image?**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
  );
}

/** Each route, then the first of its detail links (their ids come from the answers), or one with the seed's id when the list has none. */
async function walkThrough(walk: Walk, api: RandomApi, routes: Route[], id: number) {
  for (const route of routes) {
    const path = pathWithId(route.path, id);
    const unusable = UNUSABLE_ANSWERS.find((entry) => pathWithId(entry.path, id) === path);
    await visit(walk, path, () => {
      const answer = unusable && api.latestAnswer(unusable.call);
      return answer && unusable.unusable(answer, id) ? unusable.says : undefined;
    });
    if (!route.detail) continue;
    const detail =
      (await firstLinkTo(walk.page, route.detail).catch(() => null)) ?? pathWithId(route.detail.source, id);
    await visit(walk, detail);
  }
}

/** Signs in through the shop's session route (POST login, then GET users, on the random API). */
async function signIn({ server, page, findings }: Walk): Promise<boolean> {
  const response = await page.request.post(`${server.origin}/api/session/login`, {
    data: { username: 'A123456789', password: 'any-answer-2026' },
    headers: { Origin: server.origin },
  });
  if (response.status() !== 200)
    findings.push(`sign-in (POST /api/session/login): ${response.status()} ${(await response.text()).slice(0, 200)}`);
  return response.status() === 200;
}

for (const seed of SEEDS) {
  test(`every page holds on the random answers of seed ${seed}`, async ({ page, context, request }) => {
    test.setTimeout(300_000);
    mkdirSync('.data', { recursive: true });
    const api = await startRandomApi(seed);
    // CONTRACT_CHECK=log: the shop itself checks that every answer keeps the contract (a [contract] line would be this API's fault).
    const server = await startShopOnApi(api.baseUrl, mkdtempSync(path.resolve(`.data/e2e-any-answer-${seed}-`)), 200, {
      CONTRACT_CHECK: 'log',
    });
    try {
      // The build prerendered its pages from the demo data: expired, each is rendered again on this API's answers.
      await expireEverything(request, server);
      await pictureImagesTiny(context);
      const walk: Walk = { server, page, findings: [] };
      const id = 1000 + seed;
      await walkThrough(walk, api, [...Object.values(PUBLIC_GROUPS).flat(), ...MORE_PUBLIC_ROUTES], id);
      if (await signIn(walk)) await walkThrough(walk, api, [...MEMBER_ROUTES, ...MORE_MEMBER_ROUTES], id);
      expect(walk.findings, `seed ${seed}: replay with ANY_ANSWER_SEED=${seed} npm run test:e2e -- any-answer`).toEqual(
        [],
      );
    } finally {
      await server.stop();
      await api.close();
    }
  });
}
