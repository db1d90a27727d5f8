// The first-load JavaScript budget of the public pages (issue 18): serves the current production
// build, sums the brotli size (what the server sends a current browser) of the scripts each public page's HTML loads, prints the table and fails
// when a page passes its budget (scripts/lib/first-load-js.mjs says why it is not yet the goal).
// Sizes, not times: it does not depend on the machine's load.
import { ensureBuild } from './lib/build.mjs';
import { budgetOf, FIRST_LOAD_BUDGET_KB, FIRST_LOAD_GOAL_KB, firstLoadJs, firstLoadTable, kB, overBudget, publicRoutes } from './lib/first-load-js.mjs';
import { serveProduction } from './lib/serve.mjs';

/** Resolves 0 when every public page is within the budget, 1 otherwise. */
export async function checkJsBudget({ port = Number(process.env.JS_BUDGET_PORT ?? 3250) } = {}) {
  await ensureBuild();
  const { base, stop } = await serveProduction({ port, dataDir: process.env.JS_BUDGET_DATA_DIR ?? '.data/js-budget' });
  try {
    const rows = [];
    for (const path of await publicRoutes(base)) rows.push(await firstLoadJs(base, path));
    console.log(`\nFirst-load JavaScript of the public pages (brotli, as sent; gzip beside it): goal ${FIRST_LOAD_GOAL_KB} kB, budget ${FIRST_LOAD_BUDGET_KB} kB\n`);
    console.log(firstLoadTable(rows));
    const over = rows.filter(overBudget);
    for (const row of over) console.error(`✗ ${row.path}: ${kB(row.brotli)} kB brotli, over its ${budgetOf(row.path)} kB budget`);
    return over.length === 0 ? 0 : 1;
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exit(await checkJsBudget());
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
