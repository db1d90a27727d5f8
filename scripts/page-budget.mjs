// The document budgets of the public pages (issue 54): serves the current production build on a freshly seeded
// demo database, takes the census of /home, /product/list and the first product page as served from the page
// cache (scripts/lib/page-census.mjs), prints it and fails when a page's HTML bytes, elements or inline RSC
// payload is over its budget (scripts/lib/page-budgets.mjs). Bytes and counts, not times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { budgetOf, MEASURED, overPageBudget, PRODUCT_PAGE } from './lib/page-budgets.mjs';
import { censusOf, censusTable, figure } from './lib/page-census.mjs';
import { runAsScript } from './lib/run.mjs';
import { serveProduction } from './lib/serve.mjs';

/** A page's HTML as a visitor gets it: asked for until the page cache has served it once. */
async function servedHtml(base, path) {
  let html = '';
  for (let i = 0; i < 3; i++) {
    const answer = await fetch(base + path);
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    html = await answer.text();
  }
  return html;
}

/** Resolves 0 when every budgeted page is within its budgets, 1 otherwise. */
export async function checkPageBudget({ port = Number(process.env.PAGE_BUDGET_PORT ?? 3252) } = {}) {
  await ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'page-budget-'));
  const shop = await serveProduction({ port, dataDir });
  try {
    const productPath = (await servedHtml(shop.base, '/product/list')).match(/href="(\/product\/\d+)"/)?.[1];
    if (!productPath) throw new Error('/product/list links to no product');
    const pages = [];
    for (const page of Object.keys(MEASURED)) {
      const pagePath = page === PRODUCT_PAGE ? productPath : page;
      pages.push({ page, label: pagePath, census: censusOf(await servedHtml(shop.base, pagePath)) });
    }
    console.log('\nThe public pages’ documents (budgets: scripts/lib/page-budgets.mjs)\n');
    console.log(censusTable(pages));
    for (const { page, label } of pages) {
      const budget = budgetOf(MEASURED[page]);
      console.log(
        `budget of ${label}: ${figure(budget.htmlBytes)} HTML bytes, ${figure(budget.elements)} elements, ${figure(budget.payloadBytes)} payload bytes`,
      );
    }
    const over = pages.flatMap(({ page, label, census }) => overPageBudget(page, census, label));
    for (const message of over) console.error(`✗ ${message}`);
    return over.length === 0 ? 0 : 1;
  } finally {
    shop.stop();
    await shop.ended;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAsScript(import.meta.url, checkPageBudget);
