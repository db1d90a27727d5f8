import { z } from 'zod';
import { defineCall } from '../call';
import { activity } from '../schema/activities';
import { category, product } from '../schema/catalogue';
import { done, item, list, paged } from '../schema/common';
import { announcement, article, articleTree, calendar, calendarDetail, ebook, serviceBase } from '../schema/content';
import { loginPop } from '../schema/member';
import { deliveryMethod, loveCode, office, paymentMethod, remittanceDay, shippingRule, shopWindowRecord, shoppingResultView } from '../schema/shop';
import { pageQuery, productListQuery, productSearchKeyword } from '../schema/queries';
import { contactInquiryInput, ebookViewInput } from '../schema/requests';
import {
  antifraud,
  browseCount,
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
} from '../schema/site';

const notFound = (message: string) => ({ 404: { when: `No such record, or not published: \`${message}\`.` } });
const testerSeesMore = 'public, tester sees more' as const;
const noSuchFilter = { 404: { when: 'No such category (`查無此分類`) or series (`查無此系列`), or not published.' } };

/** The announcement-like collections, by their API path: the same two calls each. */
export const announcementCollections = ['boss-articles', 'official-bulletins', 'news', 'travels'] as const;

const announcementCalls = announcementCollections.flatMap((path) => [
  defineCall(`GET ${path}`, { summary: 'Published announcements, newest first, 10 a page.', query: pageQuery, ok: paged(announcement) }),
  defineCall(`GET ${path}/{id}`, { summary: 'One announcement of this collection.', ok: item(announcement), refusals: notFound('查無此文章') }),
]);

const articleSections = (['abouts', 'join-us', 'services'] as const).map((path) =>
  defineCall(`GET ${path}/{id}`, { summary: "An article of the section with its published descendants as web_children.", ok: item(article), refusals: notFound('查無此文章') }),
);

/** What a visitor may call (docs/api-contract.md "Public calls"). */
export const publicCalls = [
  defineCall('GET system-images', { summary: 'Site images by sort: 0 logo, 3 site icon, 4 small logo.', ok: list(systemImage) }),
  defineCall('GET system-rights', { summary: 'Footer facts; the first is shown.', ok: list(systemRight) }),
  defineCall('GET seometas', { summary: "The site's SEO texts; the first is used.", ok: list(seoMeta) }),
  defineCall('GET terms', { summary: 'Shopping terms (status 1).', ok: list(term) }),
  defineCall('GET antifrouds', { summary: 'The anti-fraud page (status 1).', ok: list(antifraud) }),
  defineCall('GET contacts', { summary: "The contact page's intro; the first is shown.", ok: list(contactIntro) }),
  defineCall('GET video-resources', { summary: 'Videos a notice may name by title.', ok: list(videoResource) }),
  defineCall('GET index-banners', { summary: "The home page's picture banners.", ok: list(indexBanner) }),
  defineCall('GET login-pops', { summary: 'Login notices; a running status-2 notice first.', ok: list(loginPop) }),
  defineCall('GET navbars', { summary: 'The menu: active top-level entries with their active children.', ok: list(menuCategory) }),
  defineCall('GET index-carousels', { summary: 'Published carousel images.', ok: list(imageBanner) }),
  defineCall('GET index-marquees', { summary: 'Published marquee texts.', ok: list(marquee) }),
  defineCall('GET browse-counts', { summary: 'The visitor count.', ok: item(browseCount) }),
  defineCall('POST browse-counts', { summary: 'Records one visit and answers the new count.', ok: { 201: item(browseCount) } }),
  ...announcementCalls,
  defineCall('GET articles/tree', { summary: 'The about, join and service article trees.', ok: item(articleTree) }),
  ...articleSections,
  defineCall('GET ebook-classes', { summary: 'Released e-magazine issues, newest first, without pages.', ok: list(ebook) }),
  defineCall('GET ebook-classes/{id}', { summary: 'One issue with its pages.', ok: item(ebook), refusals: notFound('查無此期月刊') }),
  defineCall('PUT ebook-classes/{id}/count', {
    summary: "Counts one view of the issue on a device.",
    body: ebookViewInput,
    ok: item(ebook),
    refusals: notFound('查無此期月刊'),
  }),
  defineCall('GET calendars', { summary: 'Published monthly calendars by month.', ok: list(calendar) }),
  defineCall('GET calendars/{id}', { summary: 'A calendar with its three course groups.', ok: item(calendarDetail), refusals: notFound('查無此行事曆') }),
  defineCall('GET calendar/now', { summary: "This month's calendar (Taiwan time).", ok: item(calendarDetail), refusals: notFound('本月行事曆尚未公布') }),
  defineCall('GET products', {
    summary: 'Products the caller may see, 12 a page.',
    access: testerSeesMore,
    query: productListQuery,
    ok: paged(product),
    refusals: noSuchFilter,
  }),
  defineCall('GET products/search', {
    summary: 'Products whose name or number contains the keyword, 12 a page.',
    access: testerSeesMore,
    query: productListQuery.extend({ keyword: productSearchKeyword }),
    ok: paged(product),
    refusals: { ...noSuchFilter, 422: { when: 'A missing or blank keyword (`請輸入搜尋關鍵字`) or one over 50 characters.' } },
  }),
  defineCall('GET products/number-search/{number}', { summary: 'The product of an exact product number.', access: testerSeesMore, ok: item(product), refusals: notFound('查無此商品') }),
  defineCall('GET products/sidebar', { summary: 'Categories with their series and product counts.', access: testerSeesMore, ok: list(category) }),
  defineCall('GET products/{id}', { summary: 'One product with its images.', access: testerSeesMore, ok: item(product), refusals: notFound('暫無此商品') }),
  defineCall('GET recommended-products', { summary: 'Recommended products by recommend_sort.', access: testerSeesMore, ok: list(product) }),
  defineCall('GET service-bases', { summary: 'Service bases by sort.', ok: list(serviceBase) }),
  defineCall('POST mail-to-tocin', {
    summary: 'Stores an inquiry of the contact form.',
    body: contactInquiryInput,
    ok: { 201: done },
    refusals: { 429: { when: 'Too many inquiries from this client address.', codes: [42901] } },
  }),
  defineCall('GET offices', { summary: 'Regional offices by sort.', ok: list(office) }),
  defineCall('GET offices/{id}', { summary: 'One office.', ok: item(office), refusals: notFound('查無此營業所') }),
  defineCall('GET payment-methods', { summary: 'Active payment methods: 1 taiShinCard, 2 card, 3 unionPay, 4 ATM.', ok: list(paymentMethod) }),
  defineCall('GET payment-methods/{id}', { summary: 'One payment method.', ok: item(paymentMethod), refusals: notFound('查無此付款方式') }),
  defineCall('GET remittance-days', { summary: 'Selectable ATM dates from today on.', ok: list(remittanceDay) }),
  defineCall('GET shop-systems', { summary: "The web shop's state records.", ok: list(shopWindowRecord) }),
  defineCall('GET settlement-days', { summary: 'Settlement windows.', ok: list(shopWindowRecord) }),
  defineCall('GET love-codes', { summary: 'Donation organisations of the e-invoice.', ok: list(loveCode) }),
  defineCall('GET shipping-rules', { summary: 'Shipping rules 1–5.', ok: list(shippingRule) }),
  defineCall('GET shopping-result-views', { summary: "Step 5's texts: 0 success, 1 failure.", ok: list(shoppingResultView) }),
  defineCall('GET shopping-result-views/{id}', { summary: "One of step 5's texts.", ok: item(shoppingResultView), refusals: notFound('查無此頁面內容') }),
  defineCall('GET delivery-methods', { summary: 'Home delivery (51) and office pickup (office).', ok: list(deliveryMethod) }),
  defineCall('GET activities', { summary: 'Running activities, highest weights first.', access: testerSeesMore, ok: list(activity) }),
  defineCall('GET activities/{id}', { summary: 'One activity, also after it ended.', access: testerSeesMore, ok: item(activity), refusals: notFound('查無此活動') }),
  defineCall('GET health', { summary: 'Answers once a query runs on the database.', ok: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }),
  defineCall('GET storage/{path}', { summary: 'An image file of the storage root.', ok: { file: 'image/*' }, refusals: notFound('找不到此檔案') }),
  defineCall('POST payments/notify', {
    summary: "The payment gateway's signed notice, server to server (form fields); answers the gateway's text.",
    ok: { text: "'1|OK' once the notice is applied" },
    refusals: { 400: { when: "A notice that cannot be read, or whose signature, order or amount is refused: the gateway's text '0|Error'; nothing changes.", plainText: true } },
  }),
];
