// @ts-check
// The document budgets of the public pages (issue 54), checked by `npm test` (scripts/page-budget.mjs) on the
// production build: no page's HTML, elements or inline RSC payload grows past today's figures unseen.
import { figure } from './page-census.mjs';

/**
 * @typedef {'htmlBytes' | 'elements' | 'payloadBytes'} BudgetedFigure
 * @typedef {Record<BudgetedFigure, number>} PageFigures
 */

/** The pages held to a budget; the product page is the first one /product/list links to. */
export const PRODUCT_PAGE = '/product/{id}';

/**
 * Each page's figures as `npm run bench -- --census` measured them (served from the page cache, a freshly
 * seeded demo database). Lower them when a change makes a page lighter.
 * @type {Record<string, PageFigures>}
 */
export const MEASURED = {
  '/home': { htmlBytes: 171_072, elements: 676, payloadBytes: 71_609 },
  '/product/list': { htmlBytes: 160_235, elements: 568, payloadBytes: 76_375 },
  [PRODUCT_PAGE]: { htmlBytes: 101_613, elements: 318, payloadBytes: 43_975 },
};

/**
 * Room above the measured figures. Two freshly seeded databases served the same build's pages within 8 bytes of
 * each other, and the seed's dates (today's calendar, the running activities) move /home by a little more; 2 %
 * (1.6 kB of /home's payload, 3.5 kB of its HTML) is well above that and below what one more section adds
 * (4.5–5.5 kB of payload on /home, the census's largest rows).
 */
export const MARGIN = 0.02;

/** The most elements a page's document may have: Lighthouse's advice against an excessive DOM, and issue 54's goal. */
export const ELEMENTS_GOAL = 800;

const LABELS = { htmlBytes: 'HTML bytes', elements: 'elements', payloadBytes: 'payload bytes (decoded)' };

/**
 * A page's budgets: its measured figures plus MARGIN, and no more elements than ELEMENTS_GOAL unless it had
 * more when measured (then its measured count, until it gets there).
 * @param {PageFigures} measured
 * @returns {PageFigures}
 */
export function budgetOf(measured) {
  const withMargin = (/** @type {number} */ value) => Math.floor(value * (1 + MARGIN));
  return {
    htmlBytes: withMargin(measured.htmlBytes),
    elements: Math.max(measured.elements, Math.min(ELEMENTS_GOAL, withMargin(measured.elements))),
    payloadBytes: withMargin(measured.payloadBytes),
  };
}

/**
 * What is over its budget on `page` (a key of MEASURED) whose figures are `found`, one message each, naming
 * the page, the figure and the budget.
 * @param {string} page
 * @param {PageFigures} found
 * @param {string} [path] the path measured, when it is not the key (the product page)
 * @returns {string[]}
 */
export function overPageBudget(page, found, path = page) {
  const measured = MEASURED[page];
  if (!measured) throw new Error(`no page budget for ${page}`);
  const budget = budgetOf(measured);
  return /** @type {BudgetedFigure[]} */ (Object.keys(LABELS))
    .filter((key) => found[key] > budget[key])
    .map(
      (key) =>
        `${path}: ${figure(found[key])} ${LABELS[key]}, over its budget of ${figure(budget[key])} (${figure(measured[key])} measured + ${MARGIN * 100} %${key === 'elements' ? `, at most ${ELEMENTS_GOAL}` : ''})`,
    );
}
