import { z } from 'zod';
import { defineCall } from '@/lib/contract/call';
import { activity } from '@/lib/contract/schema/activities';
import { category, product } from '@/lib/contract/schema/catalogue';
import { done, item, list, paged } from '@/lib/contract/schema/common';
import {
  announcement,
  article,
  articleTree,
  calendar,
  calendarDetail,
  ebook,
  serviceBase,
} from '@/lib/contract/schema/content';
import { loginPop } from '@/lib/contract/schema/member';
import {
  deliveryMethod,
  loveCode,
  office,
  paymentMethod,
  remittanceDayEntry,
  shippingRule,
  shopWindowRecord,
  shoppingResultView,
} from '@/lib/contract/schema/shop';
import { pageQuery, productListQuery, productSearchKeyword } from '@/lib/contract/schema/queries';
import { contactInquiryInput, ebookViewInput } from './bodies-from-rules';
import {
  antifraud,
  browseCountAnswer,
  contactIntro,
  imageBanner,
  indexBanner,
  marquee,
  menuCategory,
  seoMeta,
  systemImage,
  systemRight,
  term,
  videoResource,
} from '@/lib/contract/schema/site';

const notFound = (message: string, when = 'No such record, or not published') => ({
  404: { when: `${when}: '${message}'.` },
});
const testerSeesMore = 'public, tester sees more' as const;
const noSuchFilter = {
  404: { when: "An unknown or unpublished category ('查無此分類') or series ('查無此系列')." },
};
const unreadable =
  'The request cannot be read: a malformed URL or query, a control character, a body that is not a JSON object.';
const firstShown = 'the first is the one shown.';

/** The announcement collections, each with the same two calls. */
const announcementCollections = ['boss-articles', 'official-bulletins', 'news', 'travels'] as const;
export type AnnouncementCollection = (typeof announcementCollections)[number];

const announcementCalls = announcementCollections.flatMap((path) => [
  defineCall(`GET ${path}`, {
    summary: 'Published announcements, newest first, 10 a page.',
    query: pageQuery,
    ok: paged(announcement),
  }),
  defineCall(`GET ${path}/{id}`, {
    summary: 'One announcement inside its window, whatever its status.',
    ok: item(announcement),
    refusals: notFound('查無此文章', 'Missing, of another collection, or outside its window'),
  }),
]);

const articleSections = (['abouts', 'join-us', 'services'] as const).map((path) =>
  defineCall(`GET ${path}/{id}`, {
    summary:
      'An article with its published descendants as web_children.' +
      (path === 'services' ? ' 1 is the shopping guide, its child 8 the shipping rules.' : ''),
    ok: item(article),
    refusals: notFound('查無此文章', 'Missing, of another section, or status other than 1'),
  }),
);

/** What a visitor may call; docs/api-contract.md "Rules of every call". */
export const publicCalls = [
  defineCall('GET system-images', {
    summary: 'Site images by sort: 0 logo, 3 site icon, 4 small logo.',
    ok: list(systemImage),
  }),
  defineCall('GET system-rights', { summary: `Footer facts; ${firstShown}`, ok: list(systemRight) }),
  defineCall('GET seometas', { summary: `The site's SEO texts; ${firstShown}`, ok: list(seoMeta) }),
  defineCall('GET terms', { summary: `Shopping terms, status 1 only; ${firstShown}`, ok: list(term) }),
  defineCall('GET antifrouds', { summary: `The anti-fraud page, status 1 only; ${firstShown}`, ok: list(antifraud) }),
  defineCall('GET contacts', { summary: `The contact page's intro; ${firstShown}`, ok: list(contactIntro) }),
  defineCall('GET video-resources', {
    summary: `Videos a login notice may name by title; ${firstShown}`,
    ok: list(videoResource),
  }),
  defineCall('GET index-banners', { summary: `The home page's picture banners; ${firstShown}`, ok: list(indexBanner) }),
  defineCall('GET login-pops', {
    summary: 'Login notices: status 1, and status 2 inside its window, first.',
    ok: list(loginPop),
  }),
  defineCall('GET navbars', {
    summary: 'The menu, without entries at `active` 0 and their children.',
    ok: list(menuCategory),
  }),
  defineCall('GET index-carousels', {
    summary: 'Published carousel images, any `is_index_use` / `is_product_use`.',
    ok: list(imageBanner),
  }),
  defineCall('GET index-marquees', {
    summary: 'Published marquee texts, as carousels.',
    ok: list(marquee),
  }),
  defineCall('GET browse-counts', {
    summary: 'The visitor count.',
    ok: browseCountAnswer,
  }),
  defineCall('POST browse-counts', {
    summary: 'Adds one visit atomically: the new count (201).',
    ok: { 201: browseCountAnswer },
  }),
  ...announcementCalls,
  defineCall('GET articles/tree', {
    summary: 'The published about, join and service articles.',
    addition: 'Without it the shop reads them id by id from `GET abouts/{id}`, `join-us/{id}`, `services/{id}`.',
    ok: item(articleTree),
  }),
  ...articleSections,
  defineCall('GET ebook-classes', {
    summary: 'Released e-magazine issues, newest first, without pages.',
    ok: list(ebook),
  }),
  defineCall('GET ebook-classes/{id}', {
    summary: 'One released issue with its pages in order.',
    ok: item(ebook),
    refusals: notFound('查無此期月刊'),
  }),
  defineCall('PUT ebook-classes/{id}/count', {
    summary: "Counts a view on the body's `view_from` device, atomically.",
    body: ebookViewInput,
    ok: item(ebook),
    refusals: {
      ...notFound('查無此期月刊'),
      422: { when: "`errors.view_from`, `errors.id` (the body's)." },
    },
  }),
  defineCall('GET calendars', {
    summary: 'Monthly calendars at status 1 inside their window, by title (the month).',
    ok: list(calendar),
  }),
  defineCall('GET calendars/{id}', {
    summary: 'A calendar with its three course groups.',
    ok: item(calendarDetail),
    refusals: notFound('查無此行事曆', 'Unknown id'),
  }),
  defineCall('GET calendar/now', {
    summary: "This month's calendar, as GET calendars/{id}.",
    ok: item(calendarDetail),
    refusals: notFound('本月行事曆尚未公布', 'None for this month'),
  }),
  defineCall('GET products', {
    summary:
      'Products the caller may see, 12 a page, by `sort` then id, or member price (`sort` 2 / 3). ' +
      'Category 全部商品 (`is_all` 1) lists all.',
    access: testerSeesMore,
    query: productListQuery,
    ok: paged(product),
    refusals: {
      400: {
        when: `${unreadable} Also: a sort not 0, 2, 3, an order_by not price, a malformed category, series or page.`,
      },
      ...noSuchFilter,
    },
  }),
  defineCall('GET products/search', {
    summary: 'As `GET products`, whose name or number holds the keyword (`%` and `_` literal).',
    access: testerSeesMore,
    query: productListQuery.extend({ keyword: productSearchKeyword }),
    ok: paged(product),
    refusals: {
      ...noSuchFilter,
      422: {
        when: "`keyword` '請輸入搜尋關鍵字', or over 50 characters.",
      },
    },
  }),
  defineCall('GET products/number-search/{number}', {
    summary: 'The product of an exact product number.',
    access: testerSeesMore,
    ok: item(product),
    refusals: notFound('查無此商品', 'None the caller may see'),
  }),
  defineCall('GET products/sidebar', {
    summary: 'Categories by sort with their series; `products_count` of products the caller may see.',
    access: testerSeesMore,
    ok: list(category),
  }),
  defineCall('GET products/{id}', {
    summary: 'One product with its images.',
    access: testerSeesMore,
    ok: item(product),
    refusals: notFound('暫無此商品', 'Missing, not visible to the caller, or a shipping-fee line'),
  }),
  defineCall('GET products/sitemap', {
    summary: "For the sitemap: every product a visitor may see (a tester's too), by id, only `id` and `updated_at`.",
    addition: 'Without it the sitemap pages through `GET products`.',
    ok: list(product.pick({ id: true, updated_at: true })),
  }),
  defineCall('GET recommended-products', {
    summary: 'Products with `is_recommended` 1, by `recommend_sort` then id.',
    access: testerSeesMore,
    ok: list(product),
  }),
  defineCall('GET service-bases', {
    summary: 'Service bases by sort; cities as the map names them (臺, never 台).',
    ok: list(serviceBase),
  }),
  defineCall('POST mail-to-tocin', {
    summary: 'Stores an inquiry of the contact form (201).',
    body: contactInquiryInput,
    ok: { 201: done },
    refusals: {
      422: { when: "The contact form's schema, every failing field." },
      429: { when: 'docs/api-contract.md "Per client address limits".', codes: [42901] },
    },
  }),
  defineCall('GET offices', { summary: 'Regional offices by sort.', ok: list(office) }),
  defineCall('GET offices/{id}', { summary: 'One office.', ok: item(office), refusals: notFound('查無此營業所') }),
  defineCall('GET payment-methods', {
    summary:
      'Payment methods at status 1, by id: 1 taiShinCard (12 instalments), 2 card (9), 3 unionPay, 4 ATM; ' +
      'an order stores the `code`.',
    ok: list(paymentMethod),
  }),
  defineCall('GET payment-methods/{id}', {
    summary: 'One payment method.',
    ok: item(paymentMethod),
    refusals: notFound('查無此付款方式'),
  }),
  defineCall('GET remittance-days', {
    summary: 'The ATM dates offered: the next 3 (`OFFERED_REMITTANCE_DAYS`) remittance days from today, ascending.',
    ok: list(remittanceDayEntry),
  }),
  defineCall('GET shop-systems', { summary: "The web shop's state records, as stored.", ok: list(shopWindowRecord) }),
  defineCall('GET settlement-days', { summary: 'Settlement windows, as stored.', ok: list(shopWindowRecord) }),
  defineCall('GET love-codes', { summary: 'Donation organisations of the e-invoice.', ok: list(loveCode) }),
  defineCall('GET shipping-rules', {
    summary: "Shipping rules 1–5, the ids of M §9's postal-prefix mapping.",
    ok: list(shippingRule),
  }),
  defineCall('GET shopping-result-views', {
    summary: "Step 5's texts by sort: entry 0 success, entry 1 failure.",
    ok: list(shoppingResultView),
  }),
  defineCall('GET shopping-result-views/{id}', {
    summary: "One of step 5's texts.",
    ok: item(shoppingResultView),
    refusals: notFound('查無此頁面內容'),
  }),
  defineCall('GET delivery-methods', {
    summary: "`51` 宅配到府 and `office` 營業所自取 (pickup: the order's `delivery_code` is the office's `code`).",
    ok: list(deliveryMethod),
  }),
  defineCall('GET activities', {
    summary:
      'Activities running now (status 1, `started_at` ≤ now < `ended_at`), highest `weights` first; `is_testing` for testers.',
    access: testerSeesMore,
    ok: list(activity),
  }),
  defineCall('GET activities/{id}', {
    summary: 'One activity at status 1, also ended; `is_testing` for testers.',
    access: testerSeesMore,
    ok: item(activity),
    refusals: notFound('查無此活動'),
  }),
  defineCall('GET health', {
    summary: 'Answers 200 (`Cache-Control: no-store`) once a query runs on the database.',
    addition:
      'Without it readiness is `GET system-images` answering (docs/operations.md "Health: readiness, liveness and a process that stops").',
    ok: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
  defineCall('GET storage/{path}', {
    summary:
      'A stored image, `Cache-Control: public, max-age=31536000, immutable`; ' +
      'one of a product only testers see: to testers only, `no-store`.',
    ok: { file: 'image/*' },
    refusals: {
      400: { when: `${unreadable} Also: a path with dot segments, a hidden file, an encoded slash or a NUL.` },
      ...notFound('找不到此檔案', 'No such file'),
    },
  }),
  defineCall('POST payments/notify', {
    summary: 'The payment gateway\'s signed notice: docs/api-contract.md "Orders and payment".',
    ok: { text: "'1|OK' for a genuine notice, repeats included" },
    refusals: {
      400: {
        when: "Any other notice: '0|Error', nothing changed.",
        plainText: true,
      },
    },
  }),
];
