import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The shop's pages, in groups the accessibility e2e checks in parallel. A route with `detail` also
 * opens the first link of the page whose path matches it (an article, a calendar month, a child page),
 * so every kind of page is checked without hard-coding the demo data's ids.
 */
export type Route = { path: string; detail?: RegExp };

export const PUBLIC_GROUPS: Record<string, Route[]> = {
  company: [
    { path: '/home' },
    { path: '/about', detail: /^\/about\/\d+\/\d+$/ },
    { path: '/join', detail: /^\/join\/\d+(\/\d+)?$/ },
  ],
  service: [
    { path: '/service', detail: /^\/service\/\d+\/\d+$/ },
    { path: '/service/stronghold' },
    { path: '/service/contact' },
    { path: '/service/contact/response' },
    { path: '/service/member-provision' },
    { path: '/scam' },
    { path: '/menu' },
    { path: '/no-such-page' },
    { path: '/error' },
  ],
  news: [
    { path: '/news', detail: /^\/news\/activity\/\d+$/ },
    { path: '/news/matter', detail: /^\/news\/matter\/\d+$/ },
    { path: '/news/travel', detail: /^\/news\/travel\/\d+$/ },
    { path: '/news/calendar' },
  ],
  sound: [
    { path: '/sound', detail: /^\/sound\/monthly\/\d+$/ },
    { path: '/sound/boss', detail: /^\/sound\/boss\/\d+$/ },
  ],
  catalogue: [
    { path: '/product' },
    { path: '/product/list', detail: /^\/product\/\d+$/ },
    { path: '/product/list?keyword=%E8%91%AB%E8%98%86' },
    { path: '/product/view' },
    { path: '/member/login' },
    { path: '/member/register' },
    { path: '/member/forgot' },
  ],
};

/** Member pages that only read (the checkout steps and an order's page are walked in phone-layout.spec.ts). */
export const MEMBER_ROUTES: Route[] = [
  { path: '/member/account' },
  { path: '/member/address' },
  { path: '/member/natalchart' },
  { path: '/member/favorite' },
  { path: '/member/order/list' },
  { path: '/member/performance-search' },
  { path: '/member/points' },
  { path: '/member/change' },
  { path: '/member/activity' },
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** WCAG 2.2 AA as axe knows it. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe leaves its experimental rules out even when their WCAG tag is asked for: 2.5.3 (label in name) is one. */
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };

export type Finding = { where: string; rule: string; impact: string; nodes: string[] };

/**
 * Every axe violation of the page as it is now (all impacts: the caller decides which fail). axe runs in
 * the page itself (`axe.run`, legacy mode) and keeps the elements of violations only: the default
 * (`runPartial` in each frame, then `finishRun` in a new blank page) serializes every passing element
 * too, and took 2–3 times as long for the same violations. Legacy mode skips cross-origin frames; the
 * shop's only frame is the login notice's external video, which the e2e cannot load anyway.
 */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: EXPERIMENTAL_WCAG_RULES,
      resultTypes: ['violations'],
    })
    .analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

export const isBlocking = (finding: Finding) => finding.impact === 'serious' || finding.impact === 'critical';

/** How far the page reaches past a phone's right edge (0 or less when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.width);

/** Readable lines for a failure message: page, rule, impact and up to three elements. */
export const findingLines = (findings: Finding[]) =>
  findings.map(
    (finding) =>
      `${finding.where}: ${finding.rule} (${finding.impact}) ×${finding.nodes.length} ${finding.nodes.slice(0, 3).join(' | ')}`,
  );

/** The axe check of one page (and, on a phone, its width): blocking findings fail the test at its end. */
export async function checkPage(
  page: Page,
  where: string,
  phone: boolean,
  into: { findings: Finding[]; overflow: string[] },
) {
  // The client islands settle first (member data loaded): axe reads what is on the screen.
  await page.waitForLoadState('load');
  // Visible ones only: Next keeps pages visited before hidden in the document, their loading texts too.
  await expect(page.getByText('載入中…').filter({ visible: true })).toHaveCount(0, { timeout: 20_000 });
  into.findings.push(...(await axeFindings(page, where)));
  if (phone) {
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) into.overflow.push(`${where}: ${overflow} px wider than the phone`);
  }
}

/** The first link on the page whose path matches (an article of a list, a child page). */
export async function firstLinkTo(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** Fails with every blocking finding and overflow listed; prints all counts when A11Y_REPORT is set. */
export function expectClean(group: string, result: { findings: Finding[]; overflow: string[] }) {
  if (process.env.A11Y_REPORT) {
    const counts = new Map<string, number>();
    for (const finding of result.findings)
      counts.set(
        `${finding.rule} (${finding.impact})`,
        (counts.get(`${finding.rule} (${finding.impact})`) ?? 0) + finding.nodes.length,
      );
    console.log(`[a11y] ${group}: ${JSON.stringify(Object.fromEntries(counts))}`);
    console.log(
      findingLines(result.findings)
        .map((line) => `[a11y]   ${line}`)
        .join('\n'),
    );
  }
  expect
    .soft(findingLines(result.findings.filter(isBlocking)), `${group}: serious or critical axe violations`)
    .toEqual([]);
  expect(result.overflow, `${group}: pages that scroll sideways at ${PHONE.width} px`).toEqual([]);
}
